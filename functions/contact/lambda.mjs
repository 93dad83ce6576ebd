// The Lambda behind /api/contact (LeadFunction, reached only through CloudFront): the handler on the stack's bucket and SES; the SDK is the runtime's.
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { configFromEnv, createContactHandler } from './handler.mjs';
import { metricsLog } from './metrics.mjs';
import { createSesNotifier } from './notify.mjs';
import { createS3Store } from './store.mjs';

const required = (/** @type {string} */ name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the template sets it`);
  return value;
};

const handle = createContactHandler({
  store: createS3Store({ client: new S3Client({}), bucket: required('LEADS_BUCKET') }),
  // A slow SES holds the visitor's answer: give up after a few seconds (the lead is stored by then).
  notifier: createSesNotifier({
    client: new SESv2Client({ maxAttempts: 2, requestHandler: { connectionTimeout: 1000, requestTimeout: 3000 } }),
    from: required('NOTIFY_FROM'),
    to: required('NOTIFY_TO'),
  }),
  config: configFromEnv(),
  log: metricsLog({ namespace: required('METRICS_NAMESPACE'), functionName: process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'local' }),
});

export const handler = (/** @type {import('./handler.mjs').FunctionUrlEvent} */ event) => handle(event);
