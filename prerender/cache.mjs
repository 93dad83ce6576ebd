// The build's cache of pure work by content hash (made pages, rest-of-stylesheet files, Open Graph
// PNGs, parsed posts, photos): a build after one edit makes only what the edit touched.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

export const CACHE_DIR = 'node_modules/.cache/northlane-prerender';

/** A hex SHA-256 of the parts, each length-prefixed so that no two lists collide. @param {...(string | Uint8Array)} parts */
export function digest(...parts) {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex');
}

const IMPORTS = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/g;

/**
 * A digest of the code `entries` run: each module's text and, through its static imports, the project's modules it
 * imports and the version of each package, so a cache key made from it changes with that code and nothing else.
 * @param {...URL} entries
 */
export function sourceDigest(...entries) {
  const seen = new Map();
  const visit = (/** @type {URL} */ url) => {
    if (seen.has(url.href)) return;
    const text = readFileSync(url, 'utf8');
    seen.set(url.href, text);
    for (const [, specifier = ''] of text.matchAll(IMPORTS)) {
      if (specifier.startsWith('.')) visit(new URL(specifier, url));
      else if (!specifier.startsWith('node:')) seen.set(specifier, packageVersion(specifier, url));
    }
  };
  for (const entry of entries) visit(entry);
  return digest(...[...seen].sort(([a], [b]) => a.localeCompare(b)).flat());
}

/** A package's installed version ('' when it does not say). @param {string} specifier @param {URL} from */
function packageVersion(specifier, from) {
  const name = /^(?:@[^/]+\/)?[^/]+/.exec(specifier)?.[0];
  try {
    return createRequire(from)(`${name}/package.json`).version;
  } catch {
    return '';
  }
}

/**
 * What the last build of `dist` left in the cache (prerender/index.mjs's BuildState: its pages' keys; `rendered`, the
 * pages it made anew rather than from an earlier build's cache; `edited`, the posts whose source changed), or null. @param {string} dist
 */
export function lastBuildState(dist) {
  const state = new CacheShelf(CACHE_DIR, 'state', '.json').read(digest(resolve(dist)));
  return state ? JSON.parse(state.toString()) : null;
}

/** One kind of cached file. Synchronous: a small file is quicker read than queued behind compression; writes are atomic for concurrent readers. */
export class CacheShelf {
  /** @param {string} root @param {string} name @param {string} [ext] */
  constructor(root, name, ext = '') {
    this.dir = join(root, name);
    this.ext = ext;
    mkdirSync(this.dir, { recursive: true });
  }

  file(/** @type {string} */ key) {
    return join(this.dir, key + this.ext);
  }

  /** @param {string} key @returns {Buffer | null} */
  read(key) {
    try {
      return readFileSync(this.file(key));
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
      throw error;
    }
  }

  write(/** @type {string} */ key, /** @type {string | Uint8Array} */ data) {
    const temporary = `${this.file(key)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, data);
    renameSync(temporary, this.file(key));
  }

  remove(/** @type {string} */ key) {
    rmSync(this.file(key), { force: true });
  }

  /** Removes every entry not in `keep`: the cache holds one build's worth. @param {Set<string>} keep */
  async prune(keep) {
    const names = await readdir(this.dir);
    await Promise.all(names.filter((name) => !keep.has(name.slice(0, name.length - this.ext.length))).map((name) => rm(join(this.dir, name), { force: true })));
  }
}

/** A JSON head and binary data in one cache file (a made page: its facts and its Brotli copy). @param {unknown} head @param {Uint8Array} data */
export function pack(head, data) {
  const json = Buffer.from(JSON.stringify(head));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, data]);
}

/** @param {Buffer} packed @returns {{ head: any, data: Buffer }} */
export function unpack(packed) {
  const length = packed.readUInt32BE(0);
  return { head: JSON.parse(packed.subarray(4, 4 + length).toString()), data: packed.subarray(4 + length) };
}
