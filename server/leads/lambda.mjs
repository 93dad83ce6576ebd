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
import { createS3Store } from './s3-store.mjs';

const env = process.env;
for (const name of ['LEADS_BUCKET', 'NOTIFY_FROM', 'NOTIFY_TO', 'METRICS_NAMESPACE']) {
  if (!env[name]) throw new Error(`${name} is not set: the template sets it`);
}

const handle = createContactHandler({
  store: createS3Store({ client: new S3Client({}), bucket: env.LEADS_BUCKET }),
  // A slow SES holds the visitor's answer: give up after a few seconds (the lead is stored by then).
  notifier: createSesNotifier({
    client: new SESv2Client({ maxAttempts: 2, requestHandler: { connectionTimeout: 1000, requestTimeout: 3000 } }),
    from: env.NOTIFY_FROM,
    to: env.NOTIFY_TO,
  }),
  config: configFromEnv(env),
  log: metricsLog({ namespace: env.METRICS_NAMESPACE, functionName: env.AWS_LAMBDA_FUNCTION_NAME ?? 'local' }),
});

export const handler = (event) => handle(event);
