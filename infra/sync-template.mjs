// Writes the generated parts of infra/template.yaml (CloudFormation cannot reference a file):
// - the inline `FunctionCode: |` block, from infra/cloudfront/viewer-request.js;
// - LeadFunction's `ZipFile: |` block, server/leads/lambda.mjs bundled (infra/lead-function.mjs);
// - the response headers policies, from infra/security-headers.mjs: one for every response and,
//   for each entry of pathSecurityHeaders, one more with the cache behaviour that applies it to
//   its path pattern (between the template's `# BEGIN generated: …` and `# END generated: …` lines).
//   node infra/sync-template.mjs          rewrite the template if needed
//   node infra/sync-template.mjs --check  exit 1 if the template is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FrameOptionsList, ReferrerPolicyList } from '@aws-sdk/client-cloudfront';
import { parse, stringify } from 'yaml';
import { isMain } from '../scripts/lib/is-main.mjs';
import { viewerRequestPath } from './cloudfront/load.mjs';
import { pathSecurityHeaders, securityHeaders } from './security-headers.mjs';

export const templatePath = fileURLToPath(new URL('./template.yaml', import.meta.url));

/** Returns `template` with the literal block under its one `<key>: |` replaced by `code`. @param {string} template @param {string} key @param {string} code */
function inlineBlock(template, key, code) {
  const lines = template.split('\n');
  const matches = lines.flatMap((line, index) => (new RegExp(`^\\s*${key}: \\|$`).test(line) ? [index] : []));
  if (matches.length !== 1) throw new Error(`template.yaml has ${matches.length} "${key}: |" blocks, not one`);
  const [start = 0] = matches;
  const indent = (/** @type {number} */ index) => lines[index]?.search(/\S/) ?? -1; // -1: a blank line
  const keyIndent = indent(start);
  // The block runs until the first non-blank line indented no deeper than the key.
  let end = start + 1;
  while (end < lines.length && (indent(end) === -1 || indent(end) > keyIndent)) end++;
  // Keep blank lines that separate the block from the next key outside it.
  while (end > start + 1 && indent(end - 1) === -1) end--;
  const pad = ' '.repeat(keyIndent + 2);
  const block = code
    .trimEnd()
    .split('\n')
    .map((line) => (line === '' ? '' : pad + line));
  return [...lines.slice(0, start + 1), ...block, ...lines.slice(end)].join('\n');
}

/** Returns `template` with its FunctionCode block replaced by `functionCode`. @param {string} template @param {string} functionCode */
export function inlineFunctionCode(template, functionCode) {
  return inlineBlock(template, 'FunctionCode', functionCode);
}

/** Returns `template` with LeadFunction's ZipFile block replaced by `bundle`. @param {string} template @param {string} bundle */
export function inlineLeadFunction(template, bundle) {
  return inlineBlock(template, 'ZipFile', bundle);
}

/** The values CloudFront accepts for its Referrer-Policy and X-Frame-Options settings, as its SDK lists them. */
const REFERRER_POLICIES = Object.values(ReferrerPolicyList);
const FRAME_OPTIONS = Object.values(FrameOptionsList);

/**
 * A ResponseHeadersPolicyConfig's headers for `headers` (name → value), every one overriding what
 * the origin sends. The headers CloudFront has a setting for go in SecurityHeadersConfig (it
 * refuses them as custom headers), the rest in CustomHeadersConfig. Throws on a value CloudFront's
 * setting cannot express.
 * @param {Readonly<Record<string, string>>} headers
 */
export function headersPolicyConfig(headers) {
  /** @type {import('@aws-sdk/client-cloudfront').ResponseHeadersPolicySecurityHeadersConfig} */
  const security = {};
  /** @type {import('@aws-sdk/client-cloudfront').ResponseHeadersPolicyCustomHeader[]} */
  const custom = [];
  /** @param {string} name @param {string} value @param {string} expected @returns {never} */
  const fail = (name, value, expected) => {
    throw new Error(`security headers: ${name}: "${value}" cannot be sent by CloudFront (expected ${expected})`);
  };
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        security.ContentSecurityPolicy = { ContentSecurityPolicy: value, Override: true };
        break;
      case 'strict-transport-security': {
        const [maxAge, ...flags] = value.split(';').map((part) => part.trim().toLowerCase());
        const seconds = /^max-age=(\d+)$/.exec(maxAge ?? '')?.[1];
        if (seconds === undefined || flags.some((flag) => flag !== 'includesubdomains' && flag !== 'preload')) {
          fail(name, value, 'max-age=<seconds>, then includeSubDomains and/or preload');
        }
        security.StrictTransportSecurity = {
          AccessControlMaxAgeSec: Number(seconds),
          IncludeSubdomains: flags.includes('includesubdomains'),
          Preload: flags.includes('preload'),
          Override: true,
        };
        break;
      }
      case 'x-content-type-options':
        if (value !== 'nosniff') fail(name, value, 'nosniff');
        security.ContentTypeOptions = { Override: true };
        break;
      case 'x-frame-options': {
        const option = FRAME_OPTIONS.find((known) => known === value) ?? fail(name, value, FRAME_OPTIONS.join(' or '));
        security.FrameOptions = { FrameOption: option, Override: true };
        break;
      }
      case 'referrer-policy': {
        const policy = REFERRER_POLICIES.find((known) => known === value) ?? fail(name, value, `one of ${REFERRER_POLICIES.join(', ')}`);
        security.ReferrerPolicy = { ReferrerPolicy: policy, Override: true };
        break;
      }
      case 'x-xss-protection': {
        const match = /^(0|1)(?:; ?mode=block|; ?report=(\S+))?$/.exec(value);
        if (!match) return fail(name, value, '0, 1, 1; mode=block or 1; report=<uri>');
        security.XSSProtection = {
          Protection: match[1] === '1',
          ...(value.includes('mode=block') ? { ModeBlock: true } : {}),
          ...(match[2] ? { ReportUri: match[2] } : {}),
          Override: true,
        };
        break;
      }
      default:
        custom.push({ Header: name, Value: value, Override: true });
    }
  }
  return {
    ...(Object.keys(security).length > 0 ? { SecurityHeadersConfig: security } : {}),
    ...(custom.length > 0 ? { CustomHeadersConfig: { Items: custom } } : {}),
  };
}

/** The logical ID of the policy of a pathSecurityHeaders entry (the default's is ResponseHeadersPolicy). */
const policyId = (id = '') => `ResponseHeadersPolicy${id}`;

/** YAML of `value`, each line indented by `indent` spaces, long lines kept whole. @param {unknown} value @param {number} indent */
function yamlBlock(value, indent) {
  const pad = ' '.repeat(indent);
  return stringify(value, { lineWidth: 0 })
    .trimEnd()
    .split('\n')
    .map((line) => pad + line)
    .join('\n');
}

/**
 * Returns `template` with the lines between its `# BEGIN generated: <name>` and `# END generated: <name>` replaced by `text`.
 * @param {string} template @param {string} name @param {string} text
 */
function replaceGenerated(template, name, text) {
  const lines = template.split('\n');
  const start = lines.findIndex((line) => line.trim().startsWith(`# BEGIN generated: ${name}`));
  const end = lines.findIndex((line, index) => index > start && line.trim() === `# END generated: ${name}`);
  if (start === -1 || end === -1) throw new Error(`template.yaml has no "# BEGIN generated: ${name}" … "# END generated: ${name}" lines`);
  return [...lines.slice(0, start + 1), ...(text ? [text] : []), ...lines.slice(end)].join('\n');
}

/**
 * Returns `template` with its response headers policies, and the cache behaviours of the
 * path-specific ones, written from `headers` (every response) and `paths` (pathSecurityHeaders).
 * A path's behaviour is the default one (the template's DefaultCacheBehavior) with its own pattern
 * and policy, in the order of `paths`: CloudFront, like the local server, uses the first match.
 */
export function writeHeaderPolicies(/** @type {string} */ template, headers = securityHeaders, paths = pathSecurityHeaders) {
  /** @param {string} logicalId @param {string} name @param {string} comment @param {Readonly<Record<string, string>>} set */
  const policy = (logicalId, name, comment, set) => ({
    [logicalId]: {
      Type: 'AWS::CloudFront::ResponseHeadersPolicy',
      Properties: { ResponseHeadersPolicyConfig: { Name: { 'Fn::Sub': `\${AWS::StackName}-${name}` }, Comment: comment, ...headersPolicyConfig(set) } },
    },
  });
  const resources = [policy(policyId(), 'security-headers', 'Security headers of every response (infra/security-headers.mjs).', headers)];
  for (const [index, { id, headers: set }] of paths.entries()) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(id)) throw new Error(`pathSecurityHeaders: id "${id}" must be alphanumeric and start with a capital letter`);
    const sharing = paths.filter((entry) => entry.id === id);
    if (sharing[0] !== paths[index]) continue; // one policy per id
    if (sharing.some((entry) => entry.headers !== set)) throw new Error(`pathSecurityHeaders: the entries of id "${id}" must share one headers object`);
    const patterns = sharing.map((entry) => entry.pathPattern).join(', ');
    resources.push(policy(policyId(id), `security-headers-${id}`, `Security headers of ${patterns} (infra/security-headers.mjs).`, set));
  }

  const { DefaultCacheBehavior } = parse(template).Resources.Distribution.Properties.DistributionConfig;
  const behaviours = paths.map(({ id, pathPattern }) => ({
    PathPattern: pathPattern,
    ...DefaultCacheBehavior,
    ResponseHeadersPolicyId: { Ref: policyId(id) },
  }));
  const withPolicies = replaceGenerated(template, 'response headers policies', resources.map((resource) => yamlBlock(resource, 2)).join('\n\n'));
  return replaceGenerated(withPolicies, 'path cache behaviours', behaviours.length > 0 ? yamlBlock(behaviours, 10) : '');
}

/** The template with every generated part written from its source. @param {string} template */
export function syncTemplate(template, functionCode = readFileSync(viewerRequestPath, 'utf8')) {
  return writeHeaderPolicies(inlineFunctionCode(template, functionCode));
}

/** The template as it should be: every generated part from its source, the lead function's bundle included. @param {string} current */
async function syncedTemplate(current) {
  const { bundleLeadFunction } = await import('./lead-function.mjs');
  return syncTemplate(inlineLeadFunction(current, await bundleLeadFunction()));
}

if (isMain(import.meta.url)) {
  const current = readFileSync(templatePath, 'utf8');
  const wanted = await syncedTemplate(current);
  if (current === wanted) {
    console.log('infra/template.yaml: its function code, lead function and headers policies are up to date.');
  } else if (process.argv.includes('--check')) {
    console.error('infra/template.yaml differs from viewer-request.js, server/leads/lambda.mjs or security-headers.mjs; run node infra/sync-template.mjs');
    process.exitCode = 1;
  } else {
    writeFileSync(templatePath, wanted);
    console.log('infra/template.yaml: function code, lead function and headers policies written from their sources.');
  }
}
