// The Lambda function behind /api/contact (infra/template.yaml: LeadFunction, reached only through
// CloudFront by its function URL): the contact endpoint with the stack's lead bucket and SES.
// Bundled into one CommonJS file and inlined in the template (infra/lead-function.mjs; run
// `node infra/sync-template.mjs` after a change). The AWS SDK is the Lambda runtime's own.
// Its environment, from the template: LEADS_BUCKET, NOTIFY_FROM, NOTIFY_TO, METRICS_NAMESPACE and
// the settings of configFromEnv (LEADS_MIN_FILL_MS, LEADS_RATE_LIMIT, LEADS_RATE_WINDOW_SECONDS).
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { configFromEnv, createContactHandler } from './handler.mjs';
import { metricsLog } from './metrics.mjs';
import { createSesNotifier } from './notify.mjs';
import { createS3Store } from './store.mjs';

const env = process.env;
/** @param {string} name */
const required = (name) => {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set: the template sets it`);
  return value;
};
const bucket = required('LEADS_BUCKET');
const from = required('NOTIFY_FROM');
const to = required('NOTIFY_TO');
const namespace = required('METRICS_NAMESPACE');

const handle = createContactHandler({
  store: createS3Store({ client: new S3Client({}), bucket }),
  // A slow SES holds the visitor's answer: give up after a few seconds (the lead is stored by then).
  notifier: createSesNotifier({
    client: new SESv2Client({ maxAttempts: 2, requestHandler: { connectionTimeout: 1000, requestTimeout: 3000 } }),
    from,
    to,
  }),
  config: configFromEnv(env),
  log: metricsLog({ namespace, functionName: env.AWS_LAMBDA_FUNCTION_NAME ?? 'local' }),
});

/** @param {import('./handler.mjs').FunctionUrlEvent} event */
export const handler = (event) => handle(event);
