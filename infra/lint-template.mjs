// `npm run lint:template`: cfn-lint with @aws-cdk/cfnspec's specification (its own predates CloudFront Functions), bridged where it lacks Fn::And or Rules or loses its walk after an Fn::If.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import spec from '@aws-cdk/cfnspec/spec/specification.json' with { type: 'json' };
import { validateJsonObject } from 'cfn-lint/lib/api.js';
import { awsResources } from 'cfn-lint/lib/awsData.js';
import resourcesSpec from 'cfn-lint/lib/resourcesSpec.js';
import { parse } from 'yaml';
import { templatePath } from './sync-template.mjs';

/** @typedef {{ Parameters?: Record<string, unknown>, Rules?: Record<string, { Assertions?: { Assert?: unknown }[] } | null>, Resources?: Record<string, { Type?: string } | null>, Outputs?: Record<string, unknown> }} Template @typedef {{ where: string, message: string }} Finding */

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
/** Attributes with a known shape, "type.attribute" → a stand-in of that shape. @type {Record<string, string>} */
const SHAPED_ATTRIBUTES = { 'AWS::Lambda::Url.FunctionUrl': 'https://abcdefghij.lambda-url.us-east-1.on.aws/' };

Object.assign(awsResources, {
  ResourceTypes: spec.ResourceTypes,
  PropertyTypes: spec.PropertyTypes,
  ResourceSpecificationVersion: spec.ResourceSpecificationVersion,
});
// Each pass merges the same Tag types into a deep copy of the whole specification, most of the lint's time: once is enough.
const extend = resourcesSpec.extendSpecification;
resourcesSpec.extendSpecification = (extension) => {
  const keys = Object.keys(extension);
  const present = keys.length === 1 && keys[0] === 'PropertyTypes' && Object.keys(extension.PropertyTypes).every((name) => name in awsResources.PropertyTypes);
  if (!present) extend(extension);
};

/** `rewrite` returns a node's replacement, or undefined to walk into it. @param {unknown} value @param {(value: object) => unknown} rewrite @returns {unknown} */
const mapTree = (value, rewrite) => {
  if (!value || typeof value !== 'object') return value;
  const rewritten = rewrite(value);
  if (rewritten !== undefined) return rewritten;
  if (Array.isArray(value)) return value.map((item) => mapTree(item, rewrite));
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mapTree(inner, rewrite)]));
};

/** Fn::And [a, b, …] → Fn::Not [Fn::Or [Fn::Not [a], Fn::Not [b], …]], everywhere. @param {unknown} value @returns {unknown} */
export const withoutFnAnd = (value) =>
  mapTree(value, (node) => {
    const terms = /** @type {{ 'Fn::And'?: unknown }} */ (node)['Fn::And'];
    if (Object.keys(node).length !== 1 || !Array.isArray(terms)) return undefined;
    return { 'Fn::Not': [{ 'Fn::Or': terms.map((term) => ({ 'Fn::Not': [withoutFnAnd(term)] })) }] };
  });

function checkRules(/** @type {Template} */ template) {
  const findings = /** @type {Finding[]} */ ([]);
  for (const [name, rule] of Object.entries(template.Rules ?? {})) {
    const where = `Rules > ${name}`;
    if (!Array.isArray(rule?.Assertions) || rule.Assertions.length === 0) {
      findings.push({ where, message: 'a rule needs a non-empty Assertions list' });
      continue;
    }
    rule.Assertions.forEach((assertion, index) => {
      if (assertion?.Assert === undefined) findings.push({ where: `${where} > Assertions > ${index}`, message: 'an assertion needs an Assert' });
    });
    const refs = /** @type {unknown[]} */ ([]);
    mapTree(rule, (node) => void ('Ref' in node && refs.push(node.Ref)));
    for (const ref of refs) {
      if (!Object.hasOwn(template.Parameters ?? {}, String(ref)) && !String(ref).startsWith('AWS::'))
        findings.push({ where, message: `Ref ${ref} is not a parameter` });
    }
  }
  return findings;
}

/** @param {string} text the template (YAML or JSON, long-form intrinsics) @returns {Finding[]} every error and warning, once */
export function lintTemplate(text) {
  const parsed = /** @type {Template} */ (withoutFnAnd(parse(text)));
  const findings = checkRules(parsed);
  const resources = parsed.Resources ?? {};
  const { Resources, Outputs, ...rest } = /** @type {Template} */ (
    mapTree(parsed, (node) => {
      const [name = '', attribute = ''] = Object.keys(node).length === 1 ? (/** @type {{ 'Fn::GetAtt'?: string[] }} */ (node)['Fn::GetAtt'] ?? []) : [];
      const type = resources[name]?.Type ?? '';
      const stand = SHAPED_ATTRIBUTES[`${type}.${attribute}`];
      if (stand === undefined) return undefined;
      if (!(/** @type {Record<string, { Attributes?: Record<string, unknown> }>} */ (spec.ResourceTypes)[type]?.Attributes?.[attribute])) {
        findings.push({ where: name, message: `No such attribute ${attribute} on ${type}` });
      }
      return stand;
    })
  );
  delete rest.Rules; // checked above
  const typesOnly = Object.fromEntries(Object.entries(Resources ?? {}).map(([name, resource]) => [name, { Type: resource?.Type }]));
  const passes = [
    ...Object.entries(Resources ?? {}).map(([name, resource]) => ({ ...rest, Resources: { ...typesOnly, [name]: resource } })),
    ...Object.entries(Outputs ?? {}).map(([name, output]) => ({ ...rest, Resources: typesOnly, Outputs: { [name]: output } })),
  ];
  for (const parameters of PARAMETER_SETS) {
    const known = Object.fromEntries(Object.entries(parameters).filter(([name]) => parsed.Parameters?.[name]));
    for (const pass of passes) {
      const { errors } = validateJsonObject(structuredClone(pass), { parameters: known });
      for (const error of [...errors.crit, ...errors.warn]) findings.push({ where: error.resource, message: error.message });
    }
  }
  return [...new Map(findings.map((finding) => [`${finding.where}\n${finding.message}`, finding])).values()];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? templatePath;
  const findings = lintTemplate(readFileSync(file, 'utf8'));
  for (const { where, message } of findings) console.error(`${file}: ${where}: ${message}`);
  console.log(findings.length === 0 ? `${file}: no CloudFormation lint findings` : `${file}: ${findings.length} finding(s)`);
  process.exitCode = findings.length === 0 ? 0 : 1;
}
