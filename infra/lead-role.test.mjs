// @vitest-environment node
// The contact function's identity (infra/template.yaml: LeadFunctionRole): it is allowed exactly
// what functions/contact/lambda.mjs does, each on the part of the lead bucket the endpoint uses, and
// nothing else; only Lambda can assume it.
//
// Neither side is listed here by hand. The store operations are recorded from the handler itself
// (functions/contact/handler.mjs) as it takes a lead, a repeat, spam, an address over its limit and
// past its ceiling, and a notification that fails; the SDK calls are the `*Command` imports of lambda.mjs and the modules
// under functions/contact/ it imports (infra/sdk-calls.mjs, as for the deploy role).
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createContactHandler } from '../functions/contact/handler.mjs';
import { CONTACT_PATH } from '../src/lib/lead.mjs';
import { keys, SPAM_RETENTION_DAYS } from '../functions/contact/store.mjs';
import { grants, sdkCommands } from './sdk-calls.mjs';
import { templatePath } from './sync-template.mjs';

const lambdaEntry = fileURLToPath(new URL('../functions/contact/lambda.mjs', import.meta.url));

/** What each SDK command of the function needs (https://docs.aws.amazon.com/service-authorization/). */
/** @type {Record<string, Record<string, string[]>>} */
const IAM_ACTIONS = {
  '@aws-sdk/client-s3': {
    PutObject: ['s3:PutObject'],
    // A GetObject of a missing key answers 404 (not 403) only with ListBucket on the bucket.
    GetObject: ['s3:GetObject', 's3:ListBucket'],
    DeleteObject: ['s3:DeleteObject'],
    ListObjects: ['s3:ListBucket'],
    ListObjectsV2: ['s3:ListBucket'],
  },
  '@aws-sdk/client-sesv2': { SendEmail: ['ses:SendEmail'] },
};

/** The S3 action each store operation (functions/contact/store.mjs) is. */
const STORE_ACTION = { create: 's3:PutObject', put: 's3:PutObject', get: 's3:GetObject', delete: 's3:DeleteObject' };

/** The top-level prefix of every key the handler uses (keys in handler.mjs), e.g. "leads/". */
const prefixOf = (/** @type {string} */ key) => key.slice(0, key.indexOf('/') + 1);

/** Runs the handler through every path that touches the store and returns "action prefix" pairs. */
async function storeUse() {
  const used = /** @type {Set<string>} */ (new Set());
  const objects = /** @type {Map<string, unknown>} */ (new Map());
  const use = (/** @type {keyof typeof STORE_ACTION} */ method, /** @type {string} */ key) => used.add(`${STORE_ACTION[method]} ${prefixOf(key)}`);
  /** @type {import('../functions/contact/store.mjs').LeadStore} */
  const store = {
    async create(key, value) {
      use('create', key);
      return objects.has(key) ? false : (objects.set(key, value), true);
    },
    async put(key, value) {
      use('put', key);
      objects.set(key, value);
    },
    async get(key) {
      use('get', key);
      return objects.get(key) ?? null;
    },
    async delete(key) {
      use('delete', key);
      objects.delete(key);
    },
    async *keys(prefix) {
      used.add(`s3:ListBucket ${prefixOf(prefix)}`);
      yield* [...objects.keys()].filter((key) => key.startsWith(prefix));
    },
  };
  let failing = false;
  const notifier = {
    async send() {
      if (failing) throw new Error('SES says no');
      return { messageId: 'm' };
    },
  };
  const handle = createContactHandler({ store, notifier, config: { minFillMs: 1000, rateLimit: 1, rateCeiling: 2, rateWindowSeconds: 3600 }, log: () => {} });
  const fields = { firstName: 'Ana', lastName: 'Ruiz', phone: '', email: 'ana@example.com', serviceType: 'Freight Transportation', message: 'Two reefers.' };
  let n = 0;
  const post = (/** @type {Record<string, unknown>} */ overrides = {}, address = '203.0.113.7') =>
    handle({
      rawPath: CONTACT_PATH,
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${address}:443` },
      requestContext: { http: { method: 'POST' } },
      body: JSON.stringify({ ...fields, submissionId: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, elapsedMs: 5000, website: '', ...overrides }),
    });
  const first = await post();
  expect(first.statusCode).toBe(201);
  await post({ submissionId: JSON.parse(first.body).id }); // a retry
  await post(); // the same address again: over the limit, kept as spam
  expect((await post()).statusCode).toBe(429); // past the ceiling
  await post({ website: 'https://spam.example' }, '198.51.100.1');
  failing = true;
  expect((await post({}, '198.51.100.2')).statusCode).toBe(201); // stored, its email failed
  return used;
}

const template = parse(readFileSync(templatePath, 'utf8'));
const resources = template.Resources;
const asList = (/** @type {unknown} */ value) => (Array.isArray(value) ? value : [value]);
const bucketArn = { 'Fn::GetAtt': ['LeadsBucket', 'Arn'] };
const under = (/** @type {string} */ prefix) => ({ 'Fn::Sub': `\${LeadsBucket.Arn}/${prefix}*` });

describe('LeadFunctionRole', () => {
  const role = resources.LeadFunctionRole;
  const statements = role.Properties.Policies.flatMap((/** @type {{ PolicyDocument: { Statement: unknown } }} */ policy) =>
    asList(policy.PolicyDocument.Statement),
  );

  it('exists only with lead delivery on, and only Lambda in this account can assume it', () => {
    expect(role.Condition).toBe('DeliverLeads');
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    expect(role.Properties.PermissionsBoundary).toBeUndefined();
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Effect: 'Allow',
        Principal: { Service: 'lambda.amazonaws.com' },
        Action: 'sts:AssumeRole',
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      },
    ]);
    expect(resources.LeadFunction.Properties.Role).toEqual({ 'Fn::GetAtt': ['LeadFunctionRole', 'Arn'] });
  });

  it('is allowed exactly the calls of functions/contact/lambda.mjs, on the prefixes the handler uses', async () => {
    const commands = sdkCommands(lambdaEntry, dirname(lambdaEntry), Object.keys(IAM_ACTIONS), 'IAM_ACTIONS in infra/lead-role.test.mjs');
    const sdkActions = /** @type {Set<string>} */ (new Set());
    for (const { module, command, file } of commands) {
      const needed = IAM_ACTIONS[module]?.[command];
      if (!needed) throw new Error(`${file} uses ${command}Command: add it to IAM_ACTIONS in infra/lead-role.test.mjs and to LeadFunctionRole`);
      for (const action of needed) sdkActions.add(action);
    }
    const used = await storeUse();
    // The handler's store operations, each on the prefix of its keys.
    const expected = /** @type {Map<string, unknown[]>} */ (new Map()); // action -> resources
    const add = (/** @type {string} */ action, /** @type {unknown} */ resource) => expected.set(action, [...(expected.get(action) ?? []), resource]);
    for (const pair of [...used].sort()) {
      const [action = '', prefix = ''] = pair.split(' ');
      // ListBucket is granted on the bucket, whatever prefixes are listed.
      if (action === 's3:ListBucket') expected.set(action, [bucketArn]);
      else add(action, under(prefix));
    }
    if (sdkActions.has('s3:ListBucket') && !expected.has('s3:ListBucket')) add('s3:ListBucket', bucketArn);
    add('ses:SendEmail', { 'Fn::Sub': 'arn:${AWS::Partition}:ses:${AWS::Region}:${AWS::AccountId}:identity/*' });
    add('logs:CreateLogStream', { 'Fn::GetAtt': ['LeadFunctionLogGroup', 'Arn'] });
    add('logs:PutLogEvents', { 'Fn::GetAtt': ['LeadFunctionLogGroup', 'Arn'] });
    // Every SDK call the function makes is among them, and nothing else is.
    for (const action of sdkActions) expect([...expected.keys()], action).toContain(action);
    expect([...used].map((pair) => pair.split(' ')[1]).sort()).toEqual(expect.arrayContaining([keys.leads, keys.notifications, keys.spamRecords, 'rate/']));

    const allowed = grants(statements); // action -> resources
    expect([...allowed.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [action, on] of expected) expect(allowed.get(action), action).toEqual(expect.arrayContaining(on));
    for (const [action, on] of allowed) expect(on, action).toHaveLength(expected.get(action)?.length ?? -1);
  });

  it('sends email only from LeadSenderEmail', () => {
    const ses = statements.find((/** @type {{ Action: unknown }} */ statement) => asList(statement.Action).includes('ses:SendEmail'));
    expect(ses.Condition).toEqual({ StringEquals: { 'ses:FromAddress': { Ref: 'LeadSenderEmail' } } });
    expect(resources.LeadFunction.Properties.Environment.Variables.NOTIFY_FROM).toEqual({ Ref: 'LeadSenderEmail' });
  });
});

describe('the lead bucket', () => {
  it('is private, encrypted, TLS-only, and a stored lead is never overwritten', () => {
    const bucket = resources.LeadsBucket;
    expect(bucket.Condition).toBe('DeliverLeads');
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toMatch(/^(AES256|aws:kms)$/);
    const policy = resources.LeadsBucketPolicy.Properties.PolicyDocument.Statement;
    expect(policy.every((/** @type {{ Effect: string }} */ statement) => statement.Effect === 'Deny')).toBe(true);
    expect(policy).toContainEqual(
      expect.objectContaining({ Action: 's3:PutObject', Resource: under(keys.leads), Condition: { Null: { 's3:if-none-match': 'true' } } }),
    );
    expect(policy).toContainEqual(expect.objectContaining({ Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
  });

  it('keeps leads and their notification records LeadRetentionDays, suspected spam LeadSpamRetentionDays, the rate-limit slots a day', () => {
    const rules = resources.LeadsBucket.Properties.LifecycleConfiguration.Rules;
    const expiry = (/** @type {string} */ prefix) => rules.find((/** @type {{ Prefix: string }} */ rule) => rule.Prefix === prefix)?.ExpirationInDays;
    expect(expiry(keys.leads)).toEqual({ Ref: 'LeadRetentionDays' });
    expect(expiry(keys.notifications)).toEqual({ Ref: 'LeadRetentionDays' });
    expect(expiry(keys.spamRecords)).toEqual({ Ref: 'LeadSpamRetentionDays' });
    expect(expiry('rate/')).toBe(1);
    expect(template.Parameters.LeadRetentionDays.Default).toBeGreaterThan(0);
    // The local server expires spam after as many days as the stack does by default.
    expect(template.Parameters.LeadSpamRetentionDays.Default).toBe(SPAM_RETENTION_DAYS);
  });

  it('LeadsReaderPolicy reads leads, notification records and spam, and may only move spam back among the leads', () => {
    const allowed = grants(asList(resources.LeadsReaderPolicy.Properties.PolicyDocument.Statement));
    expect(Object.fromEntries(allowed)).toEqual({
      's3:ListBucket': [bucketArn],
      's3:GetObject': [under(keys.leads), under(keys.notifications), under(keys.spamRecords)],
      // A write to leads/ must be a conditional create (the bucket policy): a lead is never overwritten.
      's3:PutObject': [under(keys.leads)],
      's3:DeleteObject': [under(keys.spamRecords)],
    });
  });
});

describe('the way in: CloudFront → function URL', () => {
  it('the URL takes only requests CloudFront signs (OAC) for this distribution', () => {
    expect(resources.LeadFunctionUrl.Properties.AuthType).toBe('AWS_IAM');
    expect(resources.LeadOriginAccessControl.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 'lambda',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    for (const name of ['LeadFunctionUrlPermission', 'LeadFunctionInvokePermission']) {
      const permission = resources[name].Properties;
      expect(permission.Principal, name).toBe('cloudfront.amazonaws.com');
      expect(JSON.stringify(permission.SourceArn), name).toContain('{"Ref":"Distribution"}');
    }
  });

  it('routes /api/contact to it, uncached and HTTPS only, and adds nothing with delivery off', () => {
    const config = resources.Distribution.Properties.DistributionConfig;
    const [condition, origin, off] = config.Origins[1]['Fn::If'];
    expect([condition, off]).toEqual(['DeliverLeads', { Ref: 'AWS::NoValue' }]);
    expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': ['LeadOriginAccessControl', 'Id'] });
    const [behaviorCondition, behavior, noBehavior] = config.CacheBehaviors[0]['Fn::If'];
    expect([behaviorCondition, noBehavior]).toEqual(['DeliverLeads', { Ref: 'AWS::NoValue' }]);
    expect(behavior).toMatchObject({
      PathPattern: CONTACT_PATH,
      TargetOriginId: origin.Id,
      ViewerProtocolPolicy: 'https-only',
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
    });
    expect(behavior.FunctionAssociations).toBeUndefined();
    // Every lead resource exists only with delivery on.
    for (const [name, value] of Object.entries(resources)) if (/^Lead/.test(name)) expect(value.Condition, name).toBe('DeliverLeads');
    expect(template.Parameters.ContactDelivery.Default).toBe('off');
  });

  it('alarms on a lead not stored, an email not sent and a function error, to an address', () => {
    const alarms = Object.values(resources).filter((value) => value.Type === 'AWS::CloudWatch::Alarm');
    expect(alarms.map((alarm) => alarm.Properties.MetricName).sort()).toEqual(['Errors', 'NotificationFailures', 'StoreFailures']);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: 'LeadAlarmTopic' }]);
    expect(resources.LeadAlarmTopic.Properties.Subscription[0].Protocol).toBe('email');
  });
});
