// Copies the code CloudFormation must hold inline into infra/template.yaml (a template cannot
// reference a file):
// - infra/cloudfront/viewer-request.js into the CloudFront function's `FunctionCode: |` block;
// - the lead function, server/leads/lambda.mjs bundled (infra/lead-function.mjs), into
//   LeadFunction's `ZipFile: |` block.
//   node infra/sync-template.mjs          rewrite the template if needed
//   node infra/sync-template.mjs --check  exit 1 if the template is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMain } from '../scripts/lib/is-main.mjs';
import { viewerRequestPath } from './cloudfront/load.mjs';

export const templatePath = fileURLToPath(new URL('./template.yaml', import.meta.url));

/** Returns `template` with the literal block under its one `<key>: |` replaced by `code`. */
export function inlineBlock(template, key, code) {
  const lines = template.split('\n');
  const matches = lines.flatMap((line, index) => (new RegExp(`^\\s*${key}: \\|$`).test(line) ? [index] : []));
  if (matches.length !== 1) throw new Error(`template.yaml has ${matches.length} "${key}: |" blocks, not one`);
  const [start] = matches;
  const keyIndent = lines[start].search(/\S/);
  // The block runs until the first non-blank line indented no deeper than the key.
  let end = start + 1;
  while (end < lines.length && (lines[end].trim() === '' || lines[end].search(/\S/) > keyIndent)) end++;
  // Keep blank lines that separate the block from the next key outside it.
  while (end > start + 1 && lines[end - 1].trim() === '') end--;
  const pad = ' '.repeat(keyIndent + 2);
  const block = code
    .trimEnd()
    .split('\n')
    .map((line) => (line === '' ? '' : pad + line));
  return [...lines.slice(0, start + 1), ...block, ...lines.slice(end)].join('\n');
}

/** Returns `template` with its FunctionCode block replaced by `functionCode`. */
export function inlineFunctionCode(template, functionCode) {
  return inlineBlock(template, 'FunctionCode', functionCode);
}

/** Returns `template` with LeadFunction's ZipFile block replaced by `bundle`. */
export function inlineLeadFunction(template, bundle) {
  return inlineBlock(template, 'ZipFile', bundle);
}

/** The template as it should be: both blocks from their sources. */
export async function syncedTemplate(current) {
  const { bundleLeadFunction } = await import('./lead-function.mjs');
  return inlineLeadFunction(inlineFunctionCode(current, readFileSync(viewerRequestPath, 'utf8')), await bundleLeadFunction());
}

if (isMain(import.meta.url)) {
  const current = readFileSync(templatePath, 'utf8');
  const wanted = await syncedTemplate(current);
  if (current === wanted) {
    console.log('infra/template.yaml: FunctionCode and ZipFile are up to date.');
  } else if (process.argv.includes('--check')) {
    console.error('infra/template.yaml: FunctionCode or ZipFile differs from its source; run node infra/sync-template.mjs');
    process.exitCode = 1;
  } else {
    writeFileSync(templatePath, wanted);
    console.log('infra/template.yaml: FunctionCode and ZipFile updated from infra/cloudfront/viewer-request.js and server/leads/lambda.mjs.');
  }
}
