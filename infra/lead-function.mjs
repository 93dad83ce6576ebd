// The contact endpoint's Lambda function as one file: functions/contact/lambda.mjs and what it imports
// (the handler, the store, the notifier, the form's schema in src/lib/lead.mjs), bundled as
// CommonJS (CloudFormation writes inline code to index.js, which Node loads as CommonJS), the AWS
// SDK left to the Lambda runtime. `node infra/sync-template.mjs` inlines it in infra/template.yaml
// (LeadFunction's Code.ZipFile); infra/template.test.mjs fails while the two differ.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const leadFunctionEntry = fileURLToPath(new URL('../functions/contact/lambda.mjs', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

const HEADER = '// Generated from functions/contact/lambda.mjs by `node infra/sync-template.mjs`: edit the source, not this.\n';

/** The bundle's code (deterministic: the same sources give the same text). */
export async function bundleLeadFunction() {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      ssr: leadFunctionEntry,
      write: false,
      target: 'node22',
      sourcemap: false,
      rolldownOptions: {
        external: [/^@aws-sdk\//, /^node:/],
        // Whitespace out (the template has room for about 10 KB of it), names kept (for stack traces).
        output: { format: 'cjs', entryFileNames: 'index.js', minify: true },
      },
    },
  });
  // build() without watch gives its output (vite types it as a watcher too).
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => ('output' in item ? item.output : []));
  const chunks = outputs.filter((item) => item.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`the lead function bundled into ${chunks.length} chunks; inline code is one file`);
  return HEADER + chunks[0].code;
}
