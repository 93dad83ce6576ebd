// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { viewerRequestPath } from './cloudfront/load.mjs';
import { adminSecurityHeaders, pathSecurityHeaders, securityHeaders } from './security-headers.mjs';
import { bundleLeadFunction } from './lead-function.mjs';
import { lintTemplate } from './lint-template.mjs';
import { headersPolicyConfig, inlineFunctionCode, inlineLeadFunction, syncTemplate, templatePath, writeHeaderPolicies } from './sync-template.mjs';
import { RELEASES_PREFIX } from '../scripts/deploy/deploy.mjs';

const templateText = readFileSync(templatePath, 'utf8');
// Long-form intrinsics only (Fn::Sub, Ref): plain YAML, no CloudFormation tags.
const template = parse(templateText);
const resources = template.Resources;

function resource(/** @type {string} */ name, /** @type {string} */ type) {
  expect(resources[name], `resource ${name}`).toBeDefined();
  expect(resources[name].Type).toBe(type);
  return resources[name].Properties;
}

const distributionArn = {
  'Fn::Sub': 'arn:${AWS::Partition}:cloudfront::${AWS::AccountId}:distribution/${Distribution}',
};

/**
 * A ResponseHeadersPolicyConfig turned back into header name -> value, the way CloudFront emits it.
 * @param {ReturnType<typeof headersPolicyConfig>} config
 */
function headersOfPolicy(config) {
  const security = config.SecurityHeadersConfig ?? {};
  const hsts = security.StrictTransportSecurity;
  const xss = security.XSSProtection;
  /** @type {Record<string, string | undefined>} */
  const headers = {
    'Content-Security-Policy': security.ContentSecurityPolicy?.ContentSecurityPolicy,
    'Strict-Transport-Security':
      hsts && `max-age=${hsts.AccessControlMaxAgeSec}` + (hsts.IncludeSubdomains ? '; includeSubDomains' : '') + (hsts.Preload ? '; preload' : ''),
    'X-Content-Type-Options': security.ContentTypeOptions ? 'nosniff' : undefined,
    'Referrer-Policy': security.ReferrerPolicy?.ReferrerPolicy,
    'X-Frame-Options': security.FrameOptions?.FrameOption,
    'X-XSS-Protection': xss && (xss.Protection ? '1' : '0') + (xss.ModeBlock ? '; mode=block' : '') + (xss.ReportUri ? `; report=${xss.ReportUri}` : ''),
  };
  for (const item of config.CustomHeadersConfig?.Items ?? []) headers[item.Header ?? ''] = item.Value;
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined));
}

describe('security headers', () => {
  it('are written from infra/security-headers.mjs, as the function from viewer-request.js (run `node infra/sync-template.mjs` if this fails)', () => {
    expect(syncTemplate(templateText)).toBe(templateText);
  });

  it('the ResponseHeadersPolicy sends exactly infra/security-headers.mjs', () => {
    const config = resource('ResponseHeadersPolicy', 'AWS::CloudFront::ResponseHeadersPolicy').ResponseHeadersPolicyConfig;
    const fromTemplate = headersOfPolicy(config);
    expect(fromTemplate).toEqual({ ...securityHeaders });
    expect(Object.keys(fromTemplate).sort()).toEqual(Object.keys(securityHeaders).sort());
  });

  it('the editor, and only the editor, gets its policy: /admin and /admin/*, with the same URL rules', () => {
    const config = resource('Distribution', 'AWS::CloudFront::Distribution').DistributionConfig;
    /** @typedef {{ PathPattern: string, ResponseHeadersPolicyId?: { Ref: string }, 'Fn::If'?: unknown }} Behavior */
    const editor = config.CacheBehaviors.filter((/** @type {Behavior} */ behavior) => behavior.ResponseHeadersPolicyId?.Ref === 'ResponseHeadersPolicyAdmin');
    expect(editor.map((/** @type {Behavior} */ behavior) => behavior.PathPattern)).toEqual(['/admin', '/admin/*']);
    for (const behavior of config.CacheBehaviors) {
      if (behavior.PathPattern?.startsWith('/admin')) continue;
      expect(JSON.stringify(behavior)).not.toContain('ResponseHeadersPolicyAdmin');
    }
    for (const behavior of editor) {
      const { PathPattern, ResponseHeadersPolicyId, ...rest } = behavior;
      expect(ResponseHeadersPolicyId, PathPattern).toEqual({ Ref: 'ResponseHeadersPolicyAdmin' });
      const { ResponseHeadersPolicyId: site, ...defaults } = config.DefaultCacheBehavior;
      expect(site).toEqual({ Ref: 'ResponseHeadersPolicy' });
      expect(rest, PathPattern).toEqual(defaults);
    }
  });

  it.each(['ResponseHeadersPolicy', 'ResponseHeadersPolicyAdmin'])('%s overrides whatever the origin sends, for every header', (name) => {
    const config = resources[name].Properties.ResponseHeadersPolicyConfig;
    for (const [name, header] of Object.entries(config.SecurityHeadersConfig)) {
      expect(header.Override, name).toBe(true);
    }
    for (const item of config.CustomHeadersConfig.Items) expect(item.Override, item.Header).toBe(true);
  });

  it('has one policy per id of pathSecurityHeaders and one path-specific behaviour per entry', () => {
    const policies = Object.keys(resources).filter((name) => resources[name].Type === 'AWS::CloudFront::ResponseHeadersPolicy');
    expect(policies).toEqual(['ResponseHeadersPolicy', ...new Set(pathSecurityHeaders.map(({ id }) => `ResponseHeadersPolicy${id}`))]);
    expect(headersOfPolicy(resources.ResponseHeadersPolicyAdmin.Properties.ResponseHeadersPolicyConfig)).toEqual({ ...adminSecurityHeaders });

    // Besides the contact function's behaviour (an Fn::If on DeliverLeads).
    const behaviours = resources.Distribution.Properties.DistributionConfig.CacheBehaviors.filter((/** @type {{ 'Fn::If'?: unknown }} */ b) => !b['Fn::If']);
    expect(behaviours).toHaveLength(pathSecurityHeaders.length);
  });
});

describe('infra/sync-template.mjs writes any header and any path-specific policy', () => {
  const policyConfig = (/** @type {typeof template} */ parsed, /** @type {string} */ id) => parsed.Resources[id].Properties.ResponseHeadersPolicyConfig;

  it('adding a header to security-headers.mjs is all it takes: a custom header, or the setting CloudFront has for it', () => {
    const headers = { ...securityHeaders, 'X-XSS-Protection': '1; mode=block', 'X-Robots-Tag': 'noindex' };
    const parsed = parse(writeHeaderPolicies(templateText, headers));
    expect(headersOfPolicy(policyConfig(parsed, 'ResponseHeadersPolicy'))).toEqual(headers);
    expect(policyConfig(parsed, 'ResponseHeadersPolicy').SecurityHeadersConfig.XSSProtection).toEqual({ Protection: true, ModeBlock: true, Override: true });
    expect(policyConfig(parsed, 'ResponseHeadersPolicy').CustomHeadersConfig.Items.at(-1)).toEqual({
      Header: 'X-Robots-Tag',
      Value: 'noindex',
      Override: true,
    });
  });

  it('refuses a value the CloudFront setting for that header cannot send', () => {
    for (const [name, value] of /** @type {[string, string][]} */ ([
      ['Strict-Transport-Security', 'includeSubDomains'],
      ['Strict-Transport-Security', 'max-age=60; always'],
      ['X-Frame-Options', 'ALLOW-FROM https://example.com'],
      ['X-Content-Type-Options', 'sniff'],
      ['Referrer-Policy', 'never'],
      ['X-XSS-Protection', '2'],
    ])) {
      expect(() => headersPolicyConfig({ [name]: value }), `${name}: ${value}`).toThrow(`security headers: ${name}: "${value}" cannot be sent by CloudFront`);
    }
  });

  it('a policy for a path pattern becomes its own ResponseHeadersPolicy and a cache behaviour like the default one; the linter accepts the result', () => {
    const search = {
      id: 'Search',
      pathPattern: '/search*',
      headers: { ...securityHeaders, 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'" },
    };
    const written = writeHeaderPolicies(templateText, securityHeaders, [search]);
    const parsed = parse(written);
    expect(headersOfPolicy(policyConfig(parsed, 'ResponseHeadersPolicySearch'))).toEqual(search.headers);
    expect(policyConfig(parsed, 'ResponseHeadersPolicySearch').Name).toEqual({ 'Fn::Sub': '${AWS::StackName}-security-headers-Search' });
    expect(headersOfPolicy(policyConfig(parsed, 'ResponseHeadersPolicy'))).toEqual({ ...securityHeaders });
    const config = parsed.Resources.Distribution.Properties.DistributionConfig;
    expect(config.CacheBehaviors.filter((/** @type {{ 'Fn::If'?: unknown }} */ b) => !b['Fn::If'])).toEqual([
      { PathPattern: '/search*', ...config.DefaultCacheBehavior, ResponseHeadersPolicyId: { Ref: 'ResponseHeadersPolicySearch' } },
    ]);
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: 'ResponseHeadersPolicy' });
    expect(lintTemplate(written)).toEqual([]);
    // And back: without the path policy the template is the one committed.
    expect(writeHeaderPolicies(written)).toBe(templateText);
    expect(() => writeHeaderPolicies(templateText, securityHeaders, [{ ...search, id: 'search-page' }])).toThrow(/id "search-page" must be alphanumeric/);
  }, 60_000);
});

describe('CloudFront function', () => {
  it('inlines viewer-request.js verbatim (run `node infra/sync-template.mjs` if this fails)', () => {
    const source = readFileSync(viewerRequestPath, 'utf8');
    const fn = resource('ViewerRequestFunction', 'AWS::CloudFront::Function');
    expect(fn.FunctionCode.trim()).toBe(source.trim());
    expect(inlineFunctionCode(templateText, source)).toBe(templateText);
  });

  it('inlines the bundle of functions/contact/lambda.mjs as the lead function (the handler the local server runs)', async () => {
    const bundle = await bundleLeadFunction();
    const fn = resource('LeadFunction', 'AWS::Lambda::Function');
    expect(fn.Code.ZipFile.trim()).toBe(bundle.trim());
    expect(inlineLeadFunction(templateText, bundle)).toBe(templateText);
    // CommonJS with the SDK from the runtime; the handler the local server runs is in it.
    expect(bundle).toMatch(/exports\.handler=/);
    expect(bundle).toMatch(/require\(`@aws-sdk\/client-s3`\)|require\("@aws-sdk\/client-s3"\)/);
    expect(bundle).toContain('/api/contact');
    expect(fn.Handler).toBe('index.handler');
  }, 60_000);

  it('is a published cloudfront-js-2.0 function without module syntax', () => {
    const fn = resources.ViewerRequestFunction.Properties;
    expect(fn.AutoPublish).toBe(true);
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.FunctionCode).not.toMatch(/^\s*(import|export)\b/m);
    expect(fn.FunctionCode).toMatch(/^function handler\(event\)/m);
    expect(Buffer.byteLength(fn.FunctionCode)).toBeLessThan(10 * 1024); // CloudFront Functions size limit
  });
});

describe('template structure', () => {
  it('has a private, encrypted, owner-enforced bucket', () => {
    const bucket = resource('SiteBucket', 'AWS::S3::Bucket');
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.OwnershipControls.Rules).toEqual([{ ObjectOwnership: 'BucketOwnerEnforced' }]);
    expect(bucket.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    expect(bucket.WebsiteConfiguration).toBeUndefined();
    expect(bucket.BucketName).toEqual({ 'Fn::If': ['HasBucketName', { Ref: 'BucketName' }, { Ref: 'AWS::NoValue' }] });
  });

  it('has a SigV4 always-sign S3 origin access control', () => {
    const oac = resource('OriginAccessControl', 'AWS::CloudFront::OriginAccessControl').OriginAccessControlConfig;
    expect(oac).toMatchObject({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' });
  });

  it('lets only this distribution read (GetObject) and list (ListBucket) the bucket', () => {
    const policy = resource('SiteBucketPolicy', 'AWS::S3::BucketPolicy');
    expect(policy.Bucket).toEqual({ Ref: 'SiteBucket' });
    /** @typedef {{ Effect: string, Action: string }} Statement */
    const allows = policy.PolicyDocument.Statement.filter((/** @type {Statement} */ s) => s.Effect === 'Allow');
    const byAction = Object.fromEntries(allows.map((/** @type {Statement} */ s) => [s.Action, s]));
    expect(Object.keys(byAction).sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
    expect(byAction['s3:GetObject'].Resource).toEqual({ 'Fn::Sub': '${SiteBucket.Arn}/*' });
    expect(byAction['s3:ListBucket'].Resource).toEqual({ 'Fn::GetAtt': ['SiteBucket', 'Arn'] });
    for (const statement of allows) {
      expect(statement.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(statement.Condition).toEqual({ StringEquals: { 'AWS:SourceArn': distributionArn } });
    }
  });

  it("keeps the deploy's records (_releases/) from CloudFront: an explicit deny, answered as the 404 page", () => {
    const policy = resource('SiteBucketPolicy', 'AWS::S3::BucketPolicy');
    const denies = policy.PolicyDocument.Statement.filter(
      (/** @type {{ Effect: string, Action: string }} */ s) => s.Effect === 'Deny' && s.Action === 's3:GetObject',
    );
    expect(denies).toEqual([
      expect.objectContaining({ Principal: { Service: 'cloudfront.amazonaws.com' }, Resource: { 'Fn::Sub': `\${SiteBucket.Arn}/${RELEASES_PREFIX}*` } }),
    ]);
    expect(denies[0].Condition).toBeUndefined();
    const errors = resource('Distribution', 'AWS::CloudFront::Distribution').DistributionConfig.CustomErrorResponses;
    expect(errors).toContainEqual(expect.objectContaining({ ErrorCode: 403, ResponseCode: 404, ResponsePagePath: '/404.html' }));
  });

  it('has a cache policy that honours the origin Cache-Control', () => {
    const config = resource('CachePolicy', 'AWS::CloudFront::CachePolicy').CachePolicyConfig;
    expect(config.MinTTL).toBe(0);
    expect(config.MaxTTL).toBeGreaterThanOrEqual(31536000);
    expect(config.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
      CookiesConfig: { CookieBehavior: 'none' },
      HeadersConfig: { HeaderBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
    });
  });

  it('wires the distribution to the bucket, function, policies and 404 page', () => {
    const config = resource('Distribution', 'AWS::CloudFront::Distribution').DistributionConfig;
    expect(config).toMatchObject({ Enabled: true, HttpVersion: 'http2and3', IPV6Enabled: true, DefaultRootObject: 'index.html' });

    // The second origin, the contact function, exists only with ContactDelivery on (infra/lead-role.test.mjs).
    expect(config.Origins).toHaveLength(2);
    expect(config.Origins[1]['Fn::If'][0]).toBe('DeliverLeads');
    const [origin] = config.Origins;
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': ['SiteBucket', 'RegionalDomainName'] });
    expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': ['OriginAccessControl', 'Id'] });
    expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });

    const behavior = config.DefaultCacheBehavior;
    expect(behavior).toMatchObject({
      TargetOriginId: origin.Id,
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
      CachePolicyId: { Ref: 'CachePolicy' },
      ResponseHeadersPolicyId: { Ref: 'ResponseHeadersPolicy' },
    });
    expect(behavior.FunctionAssociations).toEqual(
      ['viewer-request', 'viewer-response'].map((EventType) => ({ EventType, FunctionARN: { 'Fn::GetAtt': ['ViewerRequestFunction', 'FunctionARN'] } })),
    );

    const errors = Object.fromEntries(config.CustomErrorResponses.map((/** @type {{ ErrorCode: number }} */ r) => [r.ErrorCode, r]));
    for (const code of [403, 404]) {
      expect(errors[code]).toMatchObject({ ResponseCode: 404, ResponsePagePath: '/404.html' });
      expect(errors[code].ErrorCachingMinTTL).toBeLessThanOrEqual(60);
    }
  });

  it('uses the custom domain and certificate only when both are given', () => {
    expect(template.Parameters.DomainName.Default).toBe('');
    expect(template.Parameters.AcmCertificateArn.Default).toBe('');
    expect(template.Conditions.HasCustomDomain['Fn::And']).toHaveLength(2);
    const config = resources.Distribution.Properties.DistributionConfig;
    expect(config.Aliases['Fn::If'][0]).toBe('HasCustomDomain');
    const [condition, custom, fallback] = config.ViewerCertificate['Fn::If'];
    expect(condition).toBe('HasCustomDomain');
    expect(custom).toMatchObject({ AcmCertificateArn: { Ref: 'AcmCertificateArn' }, SslSupportMethod: 'sni-only' });
    expect(fallback).toEqual({ CloudFrontDefaultCertificate: true });
  });

  it('outputs what the deploy script needs', () => {
    expect(template.Outputs.BucketName.Value).toEqual({ Ref: 'SiteBucket' });
    expect(template.Outputs.DistributionId.Value).toEqual({ Ref: 'Distribution' });
    expect(template.Outputs.DistributionDomainName.Value).toEqual({ 'Fn::GetAtt': ['Distribution', 'DomainName'] });
  });
});

describe('keeping what was and what happened', () => {
  it('keeps no object versions: a rollback deploys an earlier build', () => {
    const bucket = resource('SiteBucket', 'AWS::S3::Bucket');
    expect(bucket.VersioningConfiguration).toBeUndefined();
    const rules = bucket.LifecycleConfiguration.Rules;
    expect(rules.filter((/** @type {Record<string, unknown>} */ rule) => rule.NoncurrentVersionExpiration || rule.ExpiredObjectDeleteMarker)).toEqual([]);
    expect(rules).toEqual([{ Id: 'abort-incomplete-uploads', Status: 'Enabled', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 } }]);
    // OldVersionDays is the leads bucket's (versioned for its records), not the site's.
    expect(JSON.stringify(bucket)).not.toContain('OldVersionDays');
  });

  it('logs the distribution and the bucket to a private log bucket that expires them', () => {
    const logs = resource('LogBucket', 'AWS::S3::Bucket');
    expect(Object.values(logs.PublicAccessBlockConfiguration).every(Boolean)).toBe(true);
    expect(logs.OwnershipControls.Rules[0].ObjectOwnership).toBe('BucketOwnerPreferred'); // CloudFront's ACL-based delivery
    expect(logs.LifecycleConfiguration.Rules[0]).toMatchObject({ Status: 'Enabled', ExpirationInDays: { Ref: 'LogRetentionDays' } });
    const distribution = resource('Distribution', 'AWS::CloudFront::Distribution').DistributionConfig;
    expect(distribution.Logging).toEqual({ Bucket: { 'Fn::GetAtt': ['LogBucket', 'DomainName'] }, Prefix: 'cloudfront/', IncludeCookies: false });
    expect(resource('SiteBucket', 'AWS::S3::Bucket').LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: 'LogBucket' },
      LogFilePrefix: 's3-access/',
    });
    const [allow] = resource('LogBucketPolicy', 'AWS::S3::BucketPolicy').PolicyDocument.Statement;
    expect(allow).toMatchObject({ Effect: 'Allow', Principal: { Service: 'logging.s3.amazonaws.com' }, Action: 's3:PutObject' });
    expect(allow.Condition.ArnLike['aws:SourceArn']).toEqual({ 'Fn::GetAtt': ['SiteBucket', 'Arn'] });
  });
});
