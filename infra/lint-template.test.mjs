// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintTemplate, withoutFnAnd } from './lint-template.mjs';
import { templatePath } from './sync-template.mjs';

const templateText = readFileSync(templatePath, 'utf8');

describe('lint-template', () => {
  it('finds nothing in infra/template.yaml', () => {
    expect(lintTemplate(templateText)).toEqual([]);
  }, 30_000);

  it('reports a misspelt property, a Ref to nothing and an unknown attribute, on either branch of a condition', () => {
    const broken = templateText
      .replace('SslSupportMethod: sni-only', 'SslSupportMetod: sni-only') // only when HasCustomDomain
      .replace('PriceClass: { Ref: PriceClass }', 'PriceClass: { Ref: PriceClas }')
      .replace('Fn::GetAtt: [DeployRole, Arn]', 'Fn::GetAtt: [DeployRole, RoleArn]');
    expect(broken).not.toBe(templateText);
    const messages = lintTemplate(broken).map((finding) => finding.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/SslSupportMetod is not a valid property/),
        expect.stringMatching(/Referenced value PriceClas does not exist/),
        expect.stringMatching(/No such attribute RoleArn on AWS::IAM::Role/),
      ]),
    );
  }, 30_000);

  it('reports a rule that names no parameter', () => {
    const broken = templateText.replace(
      "Assert:\n          Fn::Not: [{ 'Fn::Equals': [{ Ref: AcmCertificateArn }",
      "Assert:\n          Fn::Not: [{ 'Fn::Equals': [{ Ref: AcmCert }",
    );
    expect(broken).not.toBe(templateText);
    expect(lintTemplate(broken)).toContainEqual({ where: 'Rules > CustomDomainNeedsCertificate', message: 'Ref AcmCert is not a parameter' });
  }, 30_000);

  it('checks an Fn::Select over the parts of a function URL as if the URL were real', () => {
    const broken = templateText.replace(
      "Fn::Select: [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [LeadFunctionUrl, FunctionUrl] }] }]",
      "Fn::Select: [4, { 'Fn::Split': ['/', { 'Fn::GetAtt': [LeadFunctionUrl, FunctionUrl] }] }]",
    );
    expect(broken).not.toBe(templateText);
    expect(lintTemplate(broken).map((finding) => finding.message)).toContainEqual(expect.stringMatching(/Fn::Select exceeds the length of the list/));
  }, 30_000);

  it('rewrites Fn::And as the equal Fn::Not of an Fn::Or', () => {
    expect(withoutFnAnd({ C: { 'Fn::And': [{ Condition: 'A' }, { Condition: 'B' }] } })).toEqual({
      C: { 'Fn::Not': [{ 'Fn::Or': [{ 'Fn::Not': [{ Condition: 'A' }] }, { 'Fn::Not': [{ Condition: 'B' }] }] }] },
    });
  });
});
