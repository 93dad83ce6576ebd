// The contact Lambda as one CommonJS file, the AWS SDK left to the runtime, for sync-template.mjs to inline as LeadFunction's ZipFile (its index.js).
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const leadFunctionEntry = fileURLToPath(new URL('../functions/contact/lambda.mjs', import.meta.url));

/** The bundle's code: the same sources always give the same text. */
export async function bundleLeadFunction() {
  const result = await build({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'silent',
    build: {
      ssr: leadFunctionEntry,
      write: false,
      target: 'node22',
      sourcemap: false,
      rolldownOptions: {
        external: [/^@aws-sdk\//, /^node:/],
        // Whitespace out to fit the template, names kept for stack traces.
        output: { format: 'cjs', entryFileNames: 'index.js', minify: true },
      },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((item) => ('output' in item ? item.output : [])).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`the lead function bundled into ${chunks.length} chunks; inline code is one file`);
  return `// Generated from functions/contact/lambda.mjs by \`node infra/sync-template.mjs\`: edit the source, not this.\n${chunks[0].code}`;
}
