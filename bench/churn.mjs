// File churn as a build or npm ci leaves it: on shared VMs the freed page cache goes back to the host and new browsers run slower; gates.mjs runs it before a gate.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** 50,000 files of 20 KB written, then deleted. */
export function churn(files = 50_000, bytes = 20_000, dir = join('.tmp', 'churn')) {
  const started = performance.now();
  const content = Buffer.alloc(bytes, 'northlane ');
  for (let file = 0; file < files; file += 1) {
    const folder = join(dir, String(Math.floor(file / 1000)));
    if (file % 1000 === 0) mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${file}.txt`), content);
  }
  const written = performance.now();
  rmSync(dir, { recursive: true, force: true });
  return { files, bytes, writeSeconds: (written - started) / 1000, deleteSeconds: (performance.now() - written) / 1000 };
}
