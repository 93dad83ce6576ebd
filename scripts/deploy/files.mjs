// What the deploy uploads: the files of the build directory, each with its
// S3 key, MD5, Content-Type and Cache-Control (the rules for the last two live
// in infra/, shared with the local server).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ASSETS_PREFIX, cacheControlFor, isHashedAsset } from '../../infra/cache-control.mjs';
import { contentEncodingFor, contentTypeFor, decodedPath } from '../../infra/content-types.mjs';
import { mapWithConcurrency } from '../lib/concurrency.mjs';

/** A problem the user can fix; the CLI prints its message alone (no stack). */
export class DeployError extends Error {
  name = 'DeployError';
}

/** Build output that is not part of the site. */
const IGNORED_NAMES = new Set(['.vite', '.DS_Store']);

/**
 * Where the deploy keeps its records in the bucket: `current.json` (the releases, oldest first),
 * one manifest per release (`<id>.json`: every key and its MD5) and `objects/<md5>`, the earlier
 * versions of pages and other non-asset files, to put back on failure or rollback. Never part of
 * the site: the CloudFront function answers 404 for it, and --prune leaves it to the release rules.
 */
export const RELEASES_PREFIX = '_releases/';

/** @param {string} key */
export function isReleaseRecord(key) {
  return key.startsWith(RELEASES_PREFIX);
}

/** The S3 metadata every object of the site gets: a function of its key alone. @param {string} key */
export function objectMetadata(key) {
  return { ContentType: contentTypeFor(key), ContentEncoding: contentEncodingFor(key), CacheControl: cacheControlFor(key) };
}

/**
 * The files that must change together: a page and its Brotli copy ("about/index.html" and
 * "about/index.html.br" share "about/index.html"); any other file stands alone.
 * @param {string} key
 */
export function changeGroup(key) {
  return decodedPath(key);
}

/** @param {string} key */
export function isHtml(key) {
  return key.endsWith('.html');
}

/**
 * Upload order: hashed assets, then other non-HTML files, then HTML, so no
 * new page is ever live before the files it references.
 * @param {string} key
 */
export function uploadPhase(key) {
  if (isHtml(decodedPath(key))) return 2; // a page or its Brotli copy
  return isHashedAsset(key) ? 0 : 1;
}

/**
 * The CloudFront paths that serve an object. A page is reachable as /about,
 * /about/ (301 from the viewer-request function) and /about/index.html.
 * @param {string} key
 */
export function cdnPathsFor(key) {
  const encoded = '/' + key.split('/').map(encodeURIComponent).join('/');
  if (key === 'index.html') return ['/', encoded];
  if (key.endsWith('/index.html')) {
    const dir = encoded.slice(0, -'/index.html'.length);
    return [dir, dir + '/', encoded];
  }
  return [encoded];
}

/**
 * A finder of the asset keys among `candidates` that a text references: `(text) => keys`. Matching
 * on the (content-hashed) file name finds every kind of reference: src, href, srcset, og:image URLs
 * in HTML, url() in CSS, "./chunk-abc.js" imports in JS, URLs in route data. The text is read once,
 * name by name (a run of the characters a built file's name has), whatever the number of candidates:
 * at 10,000 posts a deploy may hold thousands of stale assets against thousands of pages.
 * @param {Iterable<string>} candidates
 */
export function assetReferences(candidates) {
  /** @type {Map<string, string[]>} file name → the keys with that name (in different folders of assets/) */
  const byName = new Map();
  for (const key of candidates) {
    const name = key.slice(key.lastIndexOf('/') + 1);
    const keys = byName.get(name);
    if (keys) keys.push(key);
    else byName.set(name, [key]);
  }
  return (/** @type {string} */ text) => {
    /** @type {Set<string>} */
    const found = new Set();
    for (const [name] of text.matchAll(/[\w.~-]+/g)) {
      // The key's path below assets/ must be in the text too ("data/abc.json"), as a reference names it.
      for (const key of byName.get(name) ?? []) if (!found.has(key) && text.includes(key.slice(ASSETS_PREFIX.length))) found.add(key);
    }
    return [...found];
  };
}

/**
 * Files of `dir`, recursively, as paths relative to it with "/" separators.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function listFiles(dir, prefix = '') {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  /** @type {string[]} */
  const files = [];
  for (const entry of entries) {
    if (IGNORED_NAMES.has(entry.name)) continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    const isDir = entry.isDirectory() || (entry.isSymbolicLink() && (await stat(path.join(dir, relative))).isDirectory());
    if (isDir) files.push(...(await listFiles(dir, relative)));
    else files.push(relative);
  }
  return files;
}

/**
 * Reads the build directory.
 * @param {string} dir
 * @returns {Promise<Array<{ key: string, file: string, size: number, md5: string,
 *   contentType: string, contentEncoding: string | undefined, cacheControl: string }>>}
 *   sorted by upload phase, then key
 */
export async function scanBuild(dir) {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) {
    throw new DeployError(`Build directory ${dir} not found: run npm run build first.`);
  }
  const keys = (await listFiles(dir)).sort();
  if (!keys.includes('index.html')) {
    throw new DeployError(
      keys.length === 0 ? `Build directory ${dir} is empty: run npm run build first.` : `Build directory ${dir} has no index.html: run npm run build first.`,
    );
  }
  const reserved = keys.filter(isReleaseRecord);
  if (reserved.length > 0) {
    throw new DeployError(`${reserved[0]}: ${RELEASES_PREFIX} is where the deploy keeps its records; the build cannot have files there.`);
  }
  const unknown = keys.filter((key) => !contentTypeFor(key));
  if (unknown.length > 0) {
    throw new DeployError(
      `Unknown file type: ${unknown.join(', ')}. Add the extension to CONTENT_TYPES in infra/content-types.mjs (nothing is uploaded as application/octet-stream).`,
    );
  }
  const files = await mapWithConcurrency(keys, 32, async (key) => {
    const file = path.join(dir, key);
    const body = await readFile(file);
    return {
      key,
      file,
      size: body.length,
      md5: createHash('md5').update(body).digest('hex'),
      contentType: /** @type {string} */ (contentTypeFor(key)), // every key has one: checked above
      contentEncoding: contentEncodingFor(key),
      cacheControl: cacheControlFor(key),
    };
  });
  return files.sort((a, b) => uploadPhase(a.key) - uploadPhase(b.key)); // stable: keys stay sorted within a phase
}
