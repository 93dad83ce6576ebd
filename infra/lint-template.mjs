// Lints infra/template.yaml against the CloudFormation resource specification: resource types,
// property names and types, required properties, Ref / Fn::GetAtt / Fn::Sub targets, conditions.
// Usage: node infra/lint-template.mjs [template]   (npm run lint:template; exit 1 on any finding)
//
// The checks are those of the `cfn-lint` npm package (martysweet/cfn-lint). Its last release (2019)
// bundles a 2019 specification that has no CloudFront Function, OAC, cache or headers policy, so the
// specification it checks against here is the one in `@aws-cdk/cfnspec` (v117, 2023). Four gaps of
// that linter are bridged, so that what it reports is a real error:
//   - it has no Fn::And: each Fn::And is rewritten as the equal Fn::Not/Fn::Or (De Morgan);
//   - it rejects intrinsics inside Rules: the Rules section is checked here instead (every Ref
//     names a parameter, every assertion has an Assert);
//   - its walk loses track of where it is after an Fn::If with an object branch and then rejects
//     valid intrinsics further on: each resource is linted in its own pass, the others kept as
//     their Type (enough for Ref and Fn::GetAtt), and each output in one more;
//   - its stand-in for an Fn::GetAtt value is a word, so an Fn::Split of a URL attribute yields
//     one element: a Lambda function URL's FunctionUrl is given a URL's shape (the attribute itself
//     is checked against the specification here).
// Fn::If is checked on the branch its condition takes, so the template is linted once per
// PARAMETER_SETS entry, which between them take every branch.
import { readFileSync } from 'node:fs';
import spec from '@aws-cdk/cfnspec/spec/specification.json' with { type: 'json' };
import { validateJsonObject } from 'cfn-lint/lib/api.js';
import { awsResources } from 'cfn-lint/lib/awsData.js';
import resourcesSpec from 'cfn-lint/lib/resourcesSpec.js';
import { parse } from 'yaml';
import { isMain } from '../scripts/lib/is-main.mjs';
import { templatePath } from './sync-template.mjs';

/**
 * @typedef {{ Parameters?: Record<string, unknown>, Rules?: Record<string, { Assertions?: { Assert?: unknown }[] } | null>,
 *   Resources?: Record<string, { Type?: string } | null>, Outputs?: Record<string, unknown> }} Template the parts read here
 * @typedef {{ where: string, message: string }} Finding
 */

/** Parameter values to lint with (the rest take their defaults): between them, every condition's two branches. */
const PARAMETER_SETS = [
  { GitHubRepository: 'northlane/website' },
  {
    GitHubRepository: 'northlane/website',
    BucketName: 'northlane-site-example',
    DomainName: 'www.example.com',
    AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
    GitHubOidcProviderArn: 'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com',
    GitHubEnvironment: '',
    ContactDelivery: 'on',
    LeadNotificationEmail: 'dispatch@example.com',
    LeadSenderEmail: 'website@example.com',
  },
];

// The CDK's specification, in the format of the one cfn-lint bundles.
Object.assign(awsResources, {
  ResourceTypes: spec.ResourceTypes,
  PropertyTypes: spec.PropertyTypes,
  ResourceSpecificationVersion: spec.ResourceSpecificationVersion,
});
// Each validation first merges a "<type>.Tag" property type per resource type into the whole
// specification, a deep copy of all of it (about a second a pass, most of the lint's time). The
// merge adds the same entries every time: once they are there, the copy is skipped.
const extend = resourcesSpec.extendSpecification;
resourcesSpec.extendSpecification = (extension) => {
  const keys = Object.keys(extension);
  const present = keys.length === 1 && keys[0] === 'PropertyTypes' && Object.keys(extension.PropertyTypes).every((name) => name in awsResources.PropertyTypes);
  if (!present) extend(extension);
};

/** Fn::And [a, b, …] → Fn::Not [Fn::Or [Fn::Not [a], Fn::Not [b], …]], everywhere. @param {unknown} value @returns {unknown} */
export function withoutFnAnd(value) {
  if (Array.isArray(value)) return value.map(withoutFnAnd);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, inner]) => /** @type {const} */ ([key, withoutFnAnd(inner)]));
  const [[key, terms] = []] = entries;
  if (entries.length === 1 && key === 'Fn::And' && Array.isArray(terms)) return { 'Fn::Not': [{ 'Fn::Or': terms.map((term) => ({ 'Fn::Not': [term] })) }] };
  return Object.fromEntries(entries);
}

/** The names every Ref in `value` refers to. @param {unknown} value @param {unknown[]} found */
function refsIn(value, found = []) {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'Ref') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

/** @param {Template} template */
function checkRules(template) {
  /** @type {Finding[]} */
  const findings = [];
  const parameters = new Set(Object.keys(template.Parameters ?? {}));
  for (const [name, rule] of Object.entries(template.Rules ?? {})) {
    const where = `Rules > ${name}`;
    if (!Array.isArray(rule?.Assertions) || rule.Assertions.length === 0) {
      findings.push({ where, message: 'a rule needs a non-empty Assertions list' });
      continue;
    }
    rule.Assertions.forEach((assertion, index) => {
      if (assertion?.Assert === undefined) findings.push({ where: `${where} > Assertions > ${index}`, message: 'an assertion needs an Assert' });
    });
    for (const ref of refsIn(rule)) {
      if (!parameters.has(String(ref)) && !String(ref).startsWith('AWS::')) findings.push({ where, message: `Ref ${ref} is not a parameter` });
    }
  }
  return findings;
}

/** @type {Record<string, string>} Attributes with a known shape, and the stand-in of that shape they get: "type.attribute" → value. */
const SHAPED_ATTRIBUTES = { 'AWS::Lambda::Url.FunctionUrl': 'https://abcdefghij.lambda-url.us-east-1.on.aws/' };

/**
 * `value` with each Fn::GetAtt of a shaped attribute replaced by its stand-in (after checking it exists).
 * @param {unknown} value @param {NonNullable<Template['Resources']>} resources @param {Finding[]} findings
 * @param {{ ResourceTypes: Record<string, { Documentation: string, Attributes?: Record<string, unknown> }> }} spec the CloudFormation specification
 * @returns {unknown}
 */
function withShapedAttributes(value, resources, findings, spec) {
  if (Array.isArray(value)) return value.map((item) => withShapedAttributes(item, resources, findings, spec));
  if (!value || typeof value !== 'object') return value;
  const getAtt = /** @type {{ 'Fn::GetAtt'?: unknown }} */ (value)['Fn::GetAtt'];
  if (Object.keys(value).length === 1 && Array.isArray(getAtt)) {
    const [name, attribute] = /** @type {[string, string]} */ (getAtt);
    const type = resources[name]?.Type ?? '';
    const stand = SHAPED_ATTRIBUTES[`${type}.${attribute}`];
    if (stand !== undefined) {
      if (!spec.ResourceTypes[type]?.Attributes?.[attribute]) findings.push({ where: name, message: `No such attribute ${attribute} on ${type}` });
      return stand;
    }
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withShapedAttributes(inner, resources, findings, spec)]));
}

/** The template as passes: one per resource (the others reduced to their Type), one per output. @param {Template} template */
function passesOf(template) {
  const { Resources: resources = {}, Outputs: outputs, ...rest } = template;
  delete rest.Rules; // checked by checkRules()
  const typesOnly = Object.fromEntries(Object.entries(resources).map(([name, resource]) => [name, { Type: resource?.Type }]));
  /** @type {Template[]} */
  const passes = Object.entries(resources).map(([name, resource]) => ({ ...rest, Resources: { ...typesOnly, [name]: resource } }));
  for (const [name, output] of Object.entries(outputs ?? {})) passes.push({ ...rest, Resources: typesOnly, Outputs: { [name]: output } });
  return passes;
}

/**
 * @param {string} text the template (YAML or JSON, long-form intrinsics)
 * @returns {{ where: string, message: string }[]} every error and warning, deduplicated
 */
export function lintTemplate(text) {
  const parsed = /** @type {Template} */ (withoutFnAnd(parse(text)));
  const findings = checkRules(parsed);
  const template = /** @type {Template} */ (withShapedAttributes(parsed, parsed.Resources ?? {}, findings, spec));
  for (const parameters of PARAMETER_SETS) {
    const known = Object.fromEntries(Object.entries(parameters).filter(([name]) => template.Parameters?.[name]));
    for (const pass of passesOf(template)) {
      const result = validateJsonObject(structuredClone(pass), { parameters: known });
      for (const error of [...result.errors.crit, ...result.errors.warn]) {
        findings.push({ where: error.resource, message: error.message });
      }
    }
  }
  const seen = new Set();
  return findings.filter(({ where, message }) => {
    const key = `${where}\n${message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

if (isMain(import.meta.url)) {
  const file = process.argv[2] ?? templatePath;
  const findings = lintTemplate(readFileSync(file, 'utf8'));
  for (const { where, message } of findings) console.error(`${file}: ${where}: ${message}`);
  console.log(findings.length === 0 ? `${file}: no CloudFormation lint findings` : `${file}: ${findings.length} finding(s)`);
  process.exitCode = findings.length === 0 ? 0 : 1;
}
