// @vitest-environment node
// The deploy identity (infra/template.yaml): the role's policy allows exactly the AWS calls that
// `npm run deploy` makes, on this stack's bucket and distribution, and only the deploy workflow of
// the given repository (its environment, or its branch) can assume it.
//
// The calls are not listed here by hand: they are the `*Command` (and `paginate*`) imports from
// @aws-sdk/* in scripts/deploy/deploy.mjs. A command missing from IAM_ACTIONS fails the test.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { grants, sdkCommands } from './sdk-calls.mjs';
import { templatePath } from './sync-template.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const deployEntry = resolve(root, 'scripts/deploy/deploy.mjs');
const deployDir = dirname(deployEntry);

/** The IAM actions each SDK command needs (https://docs.aws.amazon.com/service-authorization/). */
/** @type {Record<string, Record<string, string[]>>} */
const IAM_ACTIONS = {
  '@aws-sdk/client-s3': {
    ListObjectsV2: ['s3:ListBucket'],
    GetObject: ['s3:GetObject'],
    PutObject: ['s3:PutObject'],
    DeleteObjects: ['s3:DeleteObject'],
  },
  '@aws-sdk/client-cloudfront': {
    CreateInvalidation: ['cloudfront:CreateInvalidation'],
  },
};
const SDK_MODULES = Object.keys(IAM_ACTIONS);

/** The resource each action is allowed on, as the template writes it. */
const bucketArn = { 'Fn::GetAtt': ['SiteBucket', 'Arn'] };
const objectsArn = { 'Fn::Sub': '${SiteBucket.Arn}/*' };
const distributionArn = { 'Fn::Sub': 'arn:${AWS::Partition}:cloudfront::${AWS::AccountId}:distribution/${Distribution}' };
/** @type {Record<string, unknown>} */
const RESOURCE_OF = {
  's3:ListBucket': bucketArn,
  's3:GetObject': objectsArn,
  's3:PutObject': objectsArn,
  's3:DeleteObject': objectsArn,
  'cloudfront:CreateInvalidation': distributionArn,
};

/** The SDK commands the deploy script uses. */
const deployCommands = () => sdkCommands(deployEntry, deployDir, SDK_MODULES, 'IAM_ACTIONS in infra/deploy-role.test.mjs');

/** The IAM actions those commands need. Unknown command: an error naming the table and the policy. */
function requiredActions(/** @type {ReturnType<typeof deployCommands>} */ commands) {
  const actions = /** @type {Set<string>} */ (new Set());
  for (const { module, command, file } of commands) {
    const needed = IAM_ACTIONS[module]?.[command];
    if (!needed) {
      throw new Error(
        `${file} uses ${command}Command from ${module}, which IAM_ACTIONS in infra/deploy-role.test.mjs does not know: ` +
          'add the IAM actions it needs to that table and to DeployerPolicy in infra/template.yaml',
      );
    }
    for (const action of needed) actions.add(action);
  }
  return actions;
}

const template = parse(readFileSync(templatePath, 'utf8'));
const resources = template.Resources;
const asList = (/** @type {unknown} */ value) => (Array.isArray(value) ? value : [value]);

/** Every statement the role's identity policies hold: its inline policies and the template's managed policies it attaches. */
function roleStatements(/** @type {string} */ roleName) {
  const role = resources[roleName].Properties;
  const documents = (role.Policies ?? []).map((/** @type {{ PolicyDocument: unknown }} */ policy) => policy.PolicyDocument);
  for (const arn of role.ManagedPolicyArns ?? []) {
    const name = arn?.Ref;
    expect(resources[name]?.Type, `${roleName} attaches ${JSON.stringify(arn)}: only managed policies of this template`).toBe('AWS::IAM::ManagedPolicy');
    documents.push(resources[name].Properties.PolicyDocument);
  }
  expect(role.PermissionsBoundary).toBeUndefined();
  return documents.flatMap((/** @type {{ Statement: unknown }} */ document) => asList(document.Statement));
}

describe('the deploy script’s AWS calls', () => {
  it('are read from its imports, S3 and CloudFront alike', () => {
    const commands = deployCommands();
    expect(commands.some((c) => c.module === '@aws-sdk/client-s3')).toBe(true);
    expect(commands.some((c) => c.module === '@aws-sdk/client-cloudfront')).toBe(true);
  });

  it('fails on a command the table does not know, naming the table and the policy', () => {
    expect(() => requiredActions([{ module: '@aws-sdk/client-s3', command: 'PutBucketPolicy', file: 'deploy.mjs' }])).toThrow(
      /PutBucketPolicyCommand .*IAM_ACTIONS.*DeployerPolicy/,
    );
  });
});

describe('DeployRole', () => {
  it('is allowed exactly the actions npm run deploy needs, each on this stack’s bucket or distribution only', () => {
    const required = requiredActions(deployCommands());
    const statements = roleStatements('DeployRole');
    const allowed = grants(statements); // action -> resources
    expect([...allowed.keys()].sort()).toEqual([...required].sort());
    for (const [action, allowedOn] of allowed) {
      expect(allowedOn, action).toEqual([RESOURCE_OF[action]]);
    }
  });

  it('trusts only the deploy workflow’s OIDC token: this repository, its environment (or branch), audience sts.amazonaws.com', () => {
    const trust = resources.DeployRole.Properties.AssumeRolePolicyDocument;
    expect(trust.Statement).toHaveLength(1);
    const [statement] = trust.Statement;
    expect(statement.Effect).toBe('Allow');
    expect(statement.Action).toBe('sts:AssumeRoleWithWebIdentity');
    expect(statement.Principal).toEqual({
      Federated: { 'Fn::If': ['CreateGitHubOidcProvider', { Ref: 'GitHubOidcProvider' }, { Ref: 'GitHubOidcProviderArn' }] },
    });
    // Exact values only: no StringLike, no wildcards, nothing that widens the match.
    expect(Object.keys(statement.Condition)).toEqual(['StringEquals']);
    expect(statement.Condition.StringEquals).toEqual({
      'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
      'token.actions.githubusercontent.com:sub': {
        'Fn::If': [
          'TrustGitHubEnvironment',
          { 'Fn::Sub': 'repo:${GitHubRepository}:environment:${GitHubEnvironment}' },
          { 'Fn::Sub': 'repo:${GitHubRepository}:ref:refs/heads/${GitHubBranch}' },
        ],
      },
    });
    expect(template.Conditions.TrustGitHubEnvironment).toEqual({ 'Fn::Not': [{ 'Fn::Equals': [{ Ref: 'GitHubEnvironment' }, ''] }] });
  });

  it('takes the repository as owner/name, without wildcards', () => {
    const { GitHubRepository, GitHubEnvironment, GitHubBranch, GitHubOidcProviderArn } = template.Parameters;
    expect(GitHubRepository.Default).toBeUndefined(); // required
    const pattern = new RegExp(`^(?:${GitHubRepository.AllowedPattern})$`); // CloudFormation matches the whole value
    expect(pattern.test('northlane/website')).toBe(true);
    for (const bad of ['northlane/*', 'northlane', '*', 'a/b:ref:refs/heads/x']) expect(pattern.test(bad), bad).toBe(false);
    expect(GitHubEnvironment.Default).toBe('production');
    expect(GitHubBranch.Default).toBe('main');
    expect(GitHubOidcProviderArn.Default).toBe('');
  });

  it('creates GitHub’s OIDC provider unless one is given', () => {
    expect(template.Conditions.CreateGitHubOidcProvider).toEqual({ 'Fn::Equals': [{ Ref: 'GitHubOidcProviderArn' }, ''] });
    const provider = resources.GitHubOidcProvider;
    expect(provider.Type).toBe('AWS::IAM::OIDCProvider');
    expect(provider.Condition).toBe('CreateGitHubOidcProvider');
    expect(provider.Properties.Url).toBe('https://token.actions.githubusercontent.com');
    expect(provider.Properties.ClientIdList).toEqual(['sts.amazonaws.com']);
  });

  it('outputs what the deploy workflow’s repository variables need', () => {
    expect(template.Outputs.DeployRoleArn.Value).toEqual({ 'Fn::GetAtt': ['DeployRole', 'Arn'] });
    expect(template.Outputs.BucketName.Value).toEqual({ Ref: 'SiteBucket' });
    expect(template.Outputs.DistributionId.Value).toEqual({ Ref: 'Distribution' });
    expect(template.Outputs.SiteUrl.Value['Fn::If'][0]).toBe('HasCustomDomain');
  });
});

describe('the deploy workflow and the role agree', () => {
  const workflow = parse(readFileSync(resolve(root, '.github/workflows/deploy.yml'), 'utf8'));
  /** @typedef {{ uses?: string, run?: string, with: Record<string, string> }} Step */
  /** @typedef {{ steps: Step[], environment?: string | { name: string }, permissions?: object, concurrency?: unknown }} Job */
  const [jobName, job] = /** @type {[string, Job]} */ (
    Object.entries(workflow.jobs).find(([, j]) =>
      j.steps.some((/** @type {Step} */ step) => String(step.uses ?? '').startsWith('aws-actions/configure-aws-credentials@')),
    )
  );
  const credentials = /** @type {Step} */ (job.steps.find((step) => String(step.uses ?? '').startsWith('aws-actions/configure-aws-credentials@')));

  it('runs in the environment the role trusts', () => {
    const environment = typeof job.environment === 'string' ? job.environment : job.environment?.name;
    expect(environment, `${jobName}'s environment`).toBe(template.Parameters.GitHubEnvironment.Default);
  });

  it('gets credentials by OIDC from the role, never from stored keys', () => {
    expect({ ...workflow.permissions, ...job.permissions }['id-token']).toBe('write');
    expect(credentials.with['role-to-assume']).toBe('${{ vars.AWS_DEPLOY_ROLE_ARN }}');
    for (const key of Object.keys(credentials.with)) expect(key).not.toMatch(/access-key|secret|session-token/);
    expect(JSON.stringify(workflow)).not.toMatch(/secrets\.AWS/);
  });

  it('deploys with npm run deploy after the credentials step, one deploy at a time', () => {
    const steps = job.steps.map((step) => String(step.run ?? step.uses ?? ''));
    const deployStep = steps.findIndex((run) => /^npm run deploy\b/.test(run));
    expect(deployStep).toBeGreaterThan(steps.indexOf(credentials.uses ?? ''));
    expect(job.concurrency).toEqual({ group: 'deploy-production', 'cancel-in-progress': false });
  });
});
