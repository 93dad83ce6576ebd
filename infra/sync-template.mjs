// `node infra/sync-template.mjs [--check]` writes (or compares) template.yaml's parts made from other files, as CloudFormation cannot reference a file.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FrameOptionsList, ReferrerPolicyList } from '@aws-sdk/client-cloudfront';
import { parse, stringify } from 'yaml';
import { viewerRequestPath } from './cloudfront/load.mjs';
import { pathSecurityHeaders, securityHeaders } from './security-headers.mjs';

export const templatePath = fileURLToPath(new URL('./template.yaml', import.meta.url));

/** The template's `key: |` block of `code`, between its "# BEGIN generated: <key>" and "# END generated: <key>" lines. @param {string} template @param {'FunctionCode' | 'ZipFile'} key @param {string} code */
const inlineCode = (template, key, code) => replaceGenerated(template, key, [{ [key]: `${code.trimEnd()}\n` }]);
export const inlineFunctionCode = (/** @type {string} */ template, /** @type {string} */ code) => inlineCode(template, 'FunctionCode', code);
export const inlineLeadFunction = (/** @type {string} */ template, /** @type {string} */ bundle) => inlineCode(template, 'ZipFile', bundle);

const FRAME_OPTIONS = /** @type {string[]} */ (Object.values(FrameOptionsList));
const REFERRER_POLICIES = /** @type {string[]} */ (Object.values(ReferrerPolicyList));
// CloudFront refuses these as custom headers: each has a setting, which some values cannot be said in (null).
const SETTINGS = /** @type {Record<string, (value: string) => object | null>} */ ({
  'content-security-policy': (value) => ({ ContentSecurityPolicy: { ContentSecurityPolicy: value, Override: true } }),
  'strict-transport-security': (value) => {
    const [, seconds, flags = ''] = /^\s*max-age=(\d+)((?:\s*;\s*(?:includesubdomains|preload))*)\s*$/i.exec(value) ?? [];
    const config = { AccessControlMaxAgeSec: Number(seconds), IncludeSubdomains: /includesubdomains/i.test(flags), Preload: /preload/i.test(flags) };
    return seconds === undefined ? null : { StrictTransportSecurity: { ...config, Override: true } };
  },
  'x-content-type-options': (value) => (value === 'nosniff' ? { ContentTypeOptions: { Override: true } } : null),
  'x-frame-options': (value) => (FRAME_OPTIONS.includes(value) ? { FrameOptions: { FrameOption: value, Override: true } } : null),
  'referrer-policy': (value) => (REFERRER_POLICIES.includes(value) ? { ReferrerPolicy: { ReferrerPolicy: value, Override: true } } : null),
  'x-xss-protection': (value) => {
    const [, on, report] = /^(0|1)(?:; ?mode=block|; ?report=(\S+))?$/.exec(value) ?? [];
    const options = { ...(value.includes('mode=block') ? { ModeBlock: true } : {}), ...(report ? { ReportUri: report } : {}) };
    return on === undefined ? null : { XSSProtection: { Protection: on === '1', ...options, Override: true } };
  },
});

/** A ResponseHeadersPolicyConfig's headers, each overriding the origin's. @param {Readonly<Record<string, string>>} headers */
export function headersPolicyConfig(headers) {
  const security = /** @type {import('@aws-sdk/client-cloudfront').ResponseHeadersPolicySecurityHeadersConfig} */ ({});
  const custom = [];
  for (const [name, value] of Object.entries(headers)) {
    const setting = Object.hasOwn(SETTINGS, name.toLowerCase()) ? SETTINGS[name.toLowerCase()] : undefined;
    if (!setting) custom.push({ Header: name, Value: value, Override: true });
    else Object.assign(security, setting(value) ?? failed(name, value));
  }
  return {
    ...(Object.keys(security).length > 0 ? { SecurityHeadersConfig: security } : {}),
    ...(custom.length > 0 ? { CustomHeadersConfig: { Items: custom } } : {}),
  };
}

const failed = (/** @type {string} */ name, /** @type {string} */ value) => {
  throw new Error(`security headers: ${name}: "${value}" cannot be sent by CloudFront's setting for it`);
};

/** Each of `values` as YAML between the template's "# BEGIN generated: <name>" and "# END generated: <name>" lines, indented as they are. @param {string} template @param {string} name @param {unknown[]} values */
function replaceGenerated(template, name, values) {
  const lines = template.split('\n');
  const start = lines.findIndex((line) => line.trim().startsWith(`# BEGIN generated: ${name}`));
  const end = lines.findIndex((line, index) => index > start && line.trim() === `# END generated: ${name}`);
  if (start === -1 || end === -1) throw new Error(`template.yaml has no "# BEGIN generated: ${name}" … "# END generated: ${name}" lines`);
  const indent = /** @type {string} */ (lines[start]).replace(/\S.*/, '');
  const blocks = values.map((value) =>
    stringify(value, { lineWidth: 0 })
      .trimEnd()
      .replace(/^(?=.)/gm, indent),
  );
  return [...lines.slice(0, start + 1), ...(blocks.length ? [blocks.join('\n\n')] : []), ...lines.slice(end)].join('\n');
}

// A policy per id of `paths`, and per entry a copy of the default cache behaviour with its pattern, in order: the first match wins.
export function writeHeaderPolicies(/** @type {string} */ template, headers = securityHeaders, paths = pathSecurityHeaders) {
  const policy = (/** @type {string} */ id, /** @type {string} */ comment, /** @type {Readonly<Record<string, string>>} */ set) => ({
    [`ResponseHeadersPolicy${id}`]: {
      Type: 'AWS::CloudFront::ResponseHeadersPolicy',
      Properties: {
        ResponseHeadersPolicyConfig: {
          Name: { 'Fn::Sub': `\${AWS::StackName}-security-headers${id && `-${id}`}` },
          Comment: comment,
          ...headersPolicyConfig(set),
        },
      },
    },
  });
  const resources = [policy('', 'Security headers of every response (infra/security-headers.mjs).', headers)];
  for (const [index, { id, headers: set }] of paths.entries()) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(id)) throw new Error(`pathSecurityHeaders: id "${id}" must be alphanumeric and start with a capital letter`);
    const sharing = paths.filter((entry) => entry.id === id);
    if (sharing[0] !== paths[index]) continue;
    if (sharing.some((entry) => entry.headers !== set)) throw new Error(`pathSecurityHeaders: the entries of id "${id}" must share one headers object`);
    resources.push(policy(id, `Security headers of ${sharing.map((entry) => entry.pathPattern).join(', ')} (infra/security-headers.mjs).`, set));
  }
  const { DefaultCacheBehavior } = parse(template).Resources.Distribution.Properties.DistributionConfig;
  const behaviours = paths.map(({ id, pathPattern }) => ({
    PathPattern: pathPattern,
    ...DefaultCacheBehavior,
    ResponseHeadersPolicyId: { Ref: `ResponseHeadersPolicy${id}` },
  }));
  const withPolicies = replaceGenerated(template, 'response headers policies', resources);
  return replaceGenerated(withPolicies, 'path cache behaviours', behaviours.length > 0 ? [behaviours] : []);
}

// Every generated part but the lead function, whose bundling the tests check on their own.
export const syncTemplate = (/** @type {string} */ template, functionCode = readFileSync(viewerRequestPath, 'utf8')) =>
  writeHeaderPolicies(inlineFunctionCode(template, functionCode));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const current = readFileSync(templatePath, 'utf8');
  const { bundleLeadFunction } = await import('./lead-function.mjs');
  const wanted = syncTemplate(inlineLeadFunction(current, await bundleLeadFunction()));
  if (current === wanted) console.log('infra/template.yaml: its generated parts are up to date.');
  else if (process.argv.includes('--check')) {
    console.error('infra/template.yaml differs from viewer-request.js, the lead function or security-headers.mjs: run node infra/sync-template.mjs');
    process.exitCode = 1;
  } else {
    writeFileSync(templatePath, wanted);
    console.log('infra/template.yaml: its generated parts written from their sources.');
  }
}
