// Whether the module at `moduleUrl` (its import.meta.url) is the script Node was started with, so
// a file can be both a CLI and a module that tests import. argv[1] is resolved through symlinks.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** @param {string} moduleUrl */
export function isMain(moduleUrl) {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
