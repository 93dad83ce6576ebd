// The build's cache of pure work, by content hash, in node_modules/.cache/northlane-prerender:
// made pages (their Brotli copy and what the crawl needs to know of them), the rest-of-stylesheet
// files, Open Graph PNGs and parsed posts. A build after editing one post makes that post's page
// (and the pages that list it) again and copies the rest from here.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const CACHE_DIR = 'node_modules/.cache/northlane-prerender';

/**
 * A hex SHA-256 of the parts (strings or buffers), each length-prefixed so that no two lists collide.
 * @param {...(string | Uint8Array)} parts
 */
export function digest(...parts) {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex');
}

/**
 * One kind of cached file: `dir`/<key><ext>. Reads and writes are synchronous: the prerender's
 * workers do one page at a time, and a small file in the page cache is quicker to read or write
 * than to queue on libuv's thread pool behind the compression jobs. A write is whole or not at all
 * (another worker may be reading the file).
 */
export class CacheShelf {
  /** @param {string} root @param {string} name @param {string} [ext] */
  constructor(root, name, ext = '') {
    this.dir = join(root, name);
    this.ext = ext;
    mkdirSync(this.dir, { recursive: true });
  }

  /** @param {string} key */
  file(key) {
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

  /** @param {string} key @param {string | Uint8Array} data */
  write(key, data) {
    const file = this.file(key);
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  }

  /** @param {string} key */
  remove(key) {
    rmSync(this.file(key), { force: true });
  }

  /** Remove every entry not in `keep` (keys): the cache holds one build's worth. @param {Set<string>} keep */
  async prune(keep) {
    const names = await readdir(this.dir);
    await Promise.all(names.filter((name) => !keep.has(name.slice(0, name.length - this.ext.length))).map((name) => rm(join(this.dir, name), { force: true })));
  }
}

/**
 * A made page as cached: its facts (JSON) and its Brotli copy, in one file.
 * @param {unknown} meta
 * @param {Uint8Array} br
 */
export function packPage(meta, br) {
  const head = Buffer.from(JSON.stringify(meta));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, br]);
}

/** @param {Buffer} packed @returns {{ meta: any, br: Buffer }} */
export function unpackPage(packed) {
  const length = packed.readUInt32BE(0);
  return { meta: JSON.parse(packed.subarray(4, 4 + length).toString()), br: packed.subarray(4 + length) };
}
