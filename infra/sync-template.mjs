// Copies infra/cloudfront/viewer-request.js into the inline `FunctionCode: |`
// block of infra/template.yaml (CloudFormation cannot reference a file).
//   node infra/sync-template.mjs          rewrite the template if needed
//   node infra/sync-template.mjs --check  exit 1 if the template is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMain } from '../scripts/lib/is-main.mjs';
import { viewerRequestPath } from './cloudfront/load.mjs';

export const templatePath = fileURLToPath(new URL('./template.yaml', import.meta.url));

/** Returns `template` with its FunctionCode block replaced by `functionCode`. */
export function inlineFunctionCode(template, functionCode) {
  const lines = template.split('\n');
  const start = lines.findIndex((line) => /^\s*FunctionCode: \|$/.test(line));
  if (start === -1) throw new Error('template.yaml has no "FunctionCode: |" block');
  const keyIndent = lines[start].search(/\S/);
  // The block runs until the first non-blank line indented no deeper than the key.
  let end = start + 1;
  while (end < lines.length && (lines[end].trim() === '' || lines[end].search(/\S/) > keyIndent)) end++;
  // Keep blank lines that separate the block from the next key outside it.
  while (end > start + 1 && lines[end - 1].trim() === '') end--;
  const pad = ' '.repeat(keyIndent + 2);
  const block = functionCode
    .trimEnd()
    .split('\n')
    .map((line) => (line === '' ? '' : pad + line));
  return [...lines.slice(0, start + 1), ...block, ...lines.slice(end)].join('\n');
}

if (isMain(import.meta.url)) {
  const current = readFileSync(templatePath, 'utf8');
  const wanted = inlineFunctionCode(current, readFileSync(viewerRequestPath, 'utf8'));
  if (current === wanted) {
    console.log('infra/template.yaml: FunctionCode is up to date.');
  } else if (process.argv.includes('--check')) {
    console.error('infra/template.yaml: FunctionCode differs from viewer-request.js; run node infra/sync-template.mjs');
    process.exitCode = 1;
  } else {
    writeFileSync(templatePath, wanted);
    console.log('infra/template.yaml: FunctionCode updated from infra/cloudfront/viewer-request.js.');
  }
}
