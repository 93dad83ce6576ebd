// Lead delivery on this machine (`CONTACT_DELIVERY=on npm start`): the contact endpoint's own
// handler (server/leads/handler.mjs, the code the Lambda function runs) with
// - the S3 lead store on a local S3 server (server/leads/local-s3.mjs) keeping its objects in
//   <dir>/s3, the same code and the same keys as on AWS;
// - notifications written as .eml files to <dir>/outbox (SES cannot run here).
// <dir> is LEADS_DIR, else .leads/ (git ignores it). `npm run leads` reads what is stored.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv, createContactHandler } from './handler.mjs';
import { startLocalS3 } from './local-s3.mjs';
import { createOutboxNotifier } from './notify.mjs';
import { createS3Store } from './s3-store.mjs';

/** The bucket name in the local S3 (the stack's bucket has a generated name). */
export const LOCAL_BUCKET = 'leads';
export const DEFAULT_LEADS_DIR = '.leads';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The company, as src/config/site.ts says (TypeScript reading a YAML content file: read through
 * Vite's module runner with the build's content-files plugin).
 */
async function companyContact() {
  const { runnerImport } = await import('vite');
  const { contentFiles } = await import('../../prerender/content/files.mjs');
  const { module } = await runnerImport(join(root, 'src/config/site.ts'), { root, configFile: false, logLevel: 'silent', plugins: [contentFiles({ root })] });

  return { name: module.site.name, email: module.site.contact.email };
}

/** The local store alone (for `npm run leads` and the tests): { store, close }. */
export async function openLocalStore({ dir = DEFAULT_LEADS_DIR } = {}) {
  const s3 = await startLocalS3({ directory: resolve(dir, 's3'), bucket: LOCAL_BUCKET });
  return { store: createS3Store({ client: s3.client, bucket: LOCAL_BUCKET }), endpoint: s3.endpoint, close: s3.close };
}

/**
 * Starts the local store and returns { handler, store, outbox, close }. The company's address
 * (the email's To) is src/config/site.ts's unless LEADS_NOTIFY_TO says otherwise.
 * @param {{ dir?: string; env?: NodeJS.ProcessEnv; log?: (record: object) => void }} [options]
 */
export async function startLocalLeads({ dir = DEFAULT_LEADS_DIR, env = process.env, log } = {}) {
  const config = configFromEnv(env);
  const company = await companyContact();
  const { store, endpoint, close } = await openLocalStore({ dir });
  const outbox = resolve(dir, 'outbox');
  const notifier = createOutboxNotifier({
    dir: outbox,
    from: env.LEADS_NOTIFY_FROM || `${company.name} website <website@localhost>`,
    to: env.LEADS_NOTIFY_TO || company.email,
  });
  const handler = createContactHandler({ store, notifier, config, log });
  return { handler, store, outbox, endpoint, config, close };
}
