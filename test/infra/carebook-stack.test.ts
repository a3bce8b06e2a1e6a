// The synthesised production stack: routes from the route table, functions, data, buckets, CloudFront,
// grants, alarms and cdk-nag. Synthesised once for the whole file (bundling is the slow part).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { globalIndexes, tableKeys, ttlAttribute } from '#functions/lib/db/table.ts';
import { lazyModules } from '#infra/bundling/lambda-bundling.ts';
import { type Group, lambdaOf, routeKey, routes } from '#functions/routes.ts';
import { spaFallbackSource } from '#infra/constructs/spa-fallback.ts';
import { joined, logicalIdOf, synthCarebook, testAppVersion, unsuppressedNagFindings } from '#test/infra/synth-carebook.ts';

const { stack, template, config, outdir, cleanup } = synthCarebook();
afterAll(cleanup);

const groupsWithRows: Group[] = [...new Set(routes.map(lambdaOf))];
const jobsExist = existsSync(new URL('../../functions/jobs/index.ts', import.meta.url));

// AWS managed CloudFront policies (fixed ids documented by AWS).
const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const cachingOptimized = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type Props = Record<string, unknown>;

/** [logicalId, Properties] of every resource of a type. */
function resourcesOf(type: string): [string, Props][] {
  return Object.entries(template.findResources(type)).map(([id, resource]) => [id, (resource.Properties ?? {}) as Props]);
}

function onlyResource(type: string): [string, Props] {
  const found = resourcesOf(type);
  expect(found).toHaveLength(1);
  const [first] = found;
  if (!first) throw new Error(`no ${type}`);
  return first;
}

/** Walks into nested template JSON; undefined when a step is missing. */
function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

function asArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined ? [] : [value];
}

const [tableId] = onlyResource('AWS::DynamoDB::Table');
const [secretId] = onlyResource('AWS::SecretsManager::Secret');
const [apiId] = onlyResource('AWS::ApiGatewayV2::Api');
const [topicId] = onlyResource('AWS::SNS::Topic');
const bucketIdWhere = (predicate: (props: Props) => boolean) => {
  const found = resourcesOf('AWS::S3::Bucket').filter(([, props]) => predicate(props));
  expect(found).toHaveLength(1);
  return found[0]?.[0] ?? '';
};
const filesBucketId = bucketIdWhere((p) => at(p, 'VersioningConfiguration', 'Status') === 'Enabled');
const logBucketId = bucketIdWhere((p) => at(p, 'OwnershipControls', 'Rules', 0, 'ObjectOwnership') === 'BucketOwnerPreferred');
const webBucketId = bucketIdWhere((p) => at(p, 'LoggingConfiguration', 'LogFilePrefix') === 's3/web/');
const handlerIds = new Map(groupsWithRows.map((group) => {
  const fn = stack.handlers.get(group);
  if (!fn) throw new Error(`no handler for ${group}`);
  return [group, logicalIdOf(fn)];
}));

describe('HTTP API generated from the route table', () => {
  it('has exactly one route per row, keyed "METHOD /path", and no $default route', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
    const keys = resourcesOf('AWS::ApiGatewayV2::Route').map(([, props]) => props.RouteKey);
    expect([...keys].sort()).toEqual(routes.map(routeKey).sort());
    expect(keys).not.toContain('$default');
    expect(keys).toContain('GET /api/health_check.json');
  });

  it('has one Lambda proxy integration (payload v2) per group and sends each route to its group', () => {
    const integrations = resourcesOf('AWS::ApiGatewayV2::Integration');
    expect(integrations).toHaveLength(groupsWithRows.length);
    const functionOfIntegration = new Map<string, unknown>();
    for (const [id, props] of integrations) {
      expect(props).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0', ApiId: { Ref: apiId } });
      functionOfIntegration.set(id, at(props, 'IntegrationUri', 'Fn::GetAtt', 0));
    }
    for (const [, props] of resourcesOf('AWS::ApiGatewayV2::Route')) {
      const row = routes.find((r) => routeKey(r) === props.RouteKey);
      const integrationId = joined(props.Target).replace(/^integrations\/<(.+)>$/, '$1');
      expect(functionOfIntegration.get(integrationId)).toBe(row && handlerIds.get(lambdaOf(row)));
    }
  });

  it('lets API Gateway invoke each group Lambda through one permission per function', () => {
    const permissions = resourcesOf('AWS::Lambda::Permission').filter(([, p]) => p.Principal === 'apigateway.amazonaws.com');
    expect(permissions.map(([, p]) => at(p, 'FunctionName', 'Fn::GetAtt', 0)).sort()).toEqual([...handlerIds.values()].sort());
  });

  it('logs every request of the auto-deployed $default stage as JSON with the request id', () => {
    const [, stage] = onlyResource('AWS::ApiGatewayV2::Stage');
    expect(stage).toMatchObject({ StageName: '$default', AutoDeploy: true, ApiId: { Ref: apiId } });
    const format: unknown = JSON.parse(String(at(stage, 'AccessLogSettings', 'Format')));
    expect(format).toMatchObject({ requestId: '$context.requestId', routeKey: '$context.routeKey', status: '$context.status' });
  });
});

describe('Lambda functions', () => {
  const appFunctions = resourcesOf('AWS::Lambda::Function').filter(([, p]) => p.Runtime === 'nodejs22.x');

  it('exist once per group with rows, plus the jobs Lambda only when functions/jobs/index.ts exists', () => {
    expect([...stack.handlers.keys()].sort()).toEqual([...groupsWithRows].sort());
    expect(appFunctions).toHaveLength(groupsWithRows.length + (jobsExist ? 1 : 0));
    template.resourceCountIs('AWS::Events::Rule', jobsExist ? 1 : 0);
  });

  it('run Node 22 on arm64 with 512 MB, a timeout inside the API limit and exactly the app environment', () => {
    for (const [, props] of appFunctions) {
      expect(props).toMatchObject({ Architectures: ['arm64'], Handler: 'index.handler', MemorySize: 512, LoggingConfig: { LogFormat: 'JSON' } });
      expect(props.Timeout).toBeGreaterThanOrEqual(10);
      expect(at(props, 'Environment', 'Variables')).toEqual({
        STAGE: 'aws',
        TABLE_NAME: { Ref: tableId },
        FILES_BUCKET: { Ref: filesBucketId },
        SECRETS_ARN: { Ref: secretId },
        APP_ORIGIN: config.appOrigin,
        APP_VERSION: testAppVersion,
        LOG_LEVEL: 'info',
      });
    }
    for (const id of handlerIds.values()) {
      expect(template.toJSON().Resources[id].Properties.Timeout).toBeLessThanOrEqual(29);
    }
  });

  it('log to their own log group with the configured retention', () => {
    for (const [, props] of appFunctions) {
      const logGroupId = at(props, 'LoggingConfig', 'LogGroup', 'Ref');
      expect(template.toJSON().Resources[String(logGroupId)]).toMatchObject({ Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: config.logRetentionDays } });
    }
  });

  it('ship a minified ESM bundle with a source map and a require() shim, built locally', () => {
    for (const id of handlerIds.values()) {
      const key = String(template.toJSON().Resources[id].Properties.Code.S3Key);
      const assetDir = join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
      const bundle = readFileSync(join(assetDir, 'index.mjs'), 'utf8');
      // Beside it only the lazy modules it names (the Stripe SDK, issue 23) and a PDF font (decision 022).
      const files = readdirSync(assetDir).sort();
      const lazy = lazyModules.filter(({ file }) => bundle.includes(file)).flatMap(({ file }) => [file, `${file}.map`]);
      const fonts = files.filter((name) => name.endsWith('.ttf'));
      expect(files).toEqual(['index.mjs', 'index.mjs.map', ...lazy, ...fonts].sort());
      expect(bundle.startsWith("import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);")).toBe(true);
      expect(bundle).toContain('//# sourceMappingURL=index.mjs.map');
      // Minified: long lines (only template literals keep their line breaks).
      expect(bundle.length / bundle.split('\n').length).toBeGreaterThan(1000);
    }
  });
});

describe('DynamoDB table', () => {
  it('has the keys, indexes and TTL of functions/lib/db/table.ts', () => {
    const [, table] = onlyResource('AWS::DynamoDB::Table');
    expect(table.KeySchema).toEqual([
      { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
    ]);
    expect(table.GlobalSecondaryIndexes).toEqual(
      globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    const keyNames = [tableKeys.partitionKey, tableKeys.sortKey, ...globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey])];
    expect(asArray(table.AttributeDefinitions)).toEqual(expect.arrayContaining(keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' }))));
    expect(asArray(table.AttributeDefinitions)).toHaveLength(keyNames.length);
    expect(table.TimeToLiveSpecification).toEqual({ AttributeName: ttlAttribute, Enabled: true });
  });

  it('is on-demand, encrypted, point-in-time recoverable, deletion-protected and retained', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        SSESpecification: { SSEEnabled: true },
      }),
    });
  });
});

describe('S3 buckets', () => {
  it('block public access, encrypt at rest and deny non-TLS requests, every one of them', () => {
    const buckets = resourcesOf('AWS::S3::Bucket');
    expect(buckets.map(([id]) => id).sort()).toEqual([filesBucketId, logBucketId, webBucketId].sort());
    const policies = resourcesOf('AWS::S3::BucketPolicy');
    for (const [id, props] of buckets) {
      expect(props.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
      expect(at(props, 'BucketEncryption', 'ServerSideEncryptionConfiguration', 0, 'ServerSideEncryptionByDefault', 'SSEAlgorithm')).toBe('AES256');
      const policy = policies.find(([, p]) => at(p, 'Bucket', 'Ref') === id);
      expect(asArray(at(policy?.[1], 'PolicyDocument', 'Statement'))).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Principal: { AWS: '*' }, Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('version the files bucket, accept presigned PUTs from the app origin only and expire old versions', () => {
    const [, files] = resourcesOf('AWS::S3::Bucket').find(([id]) => id === filesBucketId) ?? [];
    expect(at(files, 'CorsConfiguration', 'CorsRules')).toEqual([
      expect.objectContaining({ AllowedOrigins: [config.appOrigin], AllowedMethods: expect.arrayContaining(['PUT']) }),
    ]);
    expect(at(files, 'LifecycleConfiguration', 'Rules', 0)).toMatchObject({
      AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 },
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      Status: 'Enabled',
    });
  });

  it('purge unconfirmed uploads and deleted files by their lifecycle tag (the backstop of the purge job)', () => {
    const [, files] = resourcesOf('AWS::S3::Bucket').find(([id]) => id === filesBucketId) ?? [];
    const rules = asArray(at(files, 'LifecycleConfiguration', 'Rules'));
    expect(rules).toContainEqual(expect.objectContaining({ Id: 'PurgeUnconfirmedUploads', ExpirationInDays: 2, TagFilters: [{ Key: 'state', Value: 'pending' }], Status: 'Enabled' }));
    expect(rules).toContainEqual(expect.objectContaining({ Id: 'PurgeDeletedFiles', ExpirationInDays: 31, TagFilters: [{ Key: 'state', Value: 'deleted' }], Status: 'Enabled' }));
    expect(at(files, 'CorsConfiguration', 'CorsRules', 0)).toMatchObject({ AllowedHeaders: ['*'], AllowedMethods: expect.arrayContaining(['PUT', 'GET']) });
  });

  it('send web and files access logs to the access-log bucket', () => {
    for (const id of [webBucketId, filesBucketId]) {
      const [, props] = resourcesOf('AWS::S3::Bucket').find(([bucketId]) => bucketId === id) ?? [];
      expect(at(props, 'LoggingConfiguration', 'DestinationBucketName')).toEqual({ Ref: logBucketId });
    }
  });
});

describe('CloudFront', () => {
  const [distributionId, distribution] = onlyResource('AWS::CloudFront::Distribution');
  const distConfig = at(distribution, 'DistributionConfig');
  const origins = asArray(at(distConfig, 'Origins'));
  const originById = (id: unknown) => origins.find((o) => at(o, 'Id') === id);
  const [headersPolicyId] = onlyResource('AWS::CloudFront::ResponseHeadersPolicy');

  it('sends /api/* uncached to the HTTP API with all cookies, query strings and headers but Host', () => {
    const behaviours = asArray(at(distConfig, 'CacheBehaviors'));
    expect(behaviours).toHaveLength(1);
    const api = behaviours[0];
    expect(api).toMatchObject({
      PathPattern: '/api/*',
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHostHeader,
      ViewerProtocolPolicy: 'https-only',
      ResponseHeadersPolicyId: { Ref: headersPolicyId },
    });
    expect([...asArray(at(api, 'AllowedMethods'))].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    const origin = originById(at(api, 'TargetOriginId'));
    expect(JSON.stringify(at(origin, 'DomainName'))).toContain(`"${apiId}","ApiEndpoint"`);
    expect(at(origin, 'CustomOriginConfig')).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('serves the SPA from the web bucket through origin access control, with a deep-link function instead of error responses', () => {
    const spa = at(distConfig, 'DefaultCacheBehavior');
    expect(spa).toMatchObject({ CachePolicyId: cachingOptimized, ViewerProtocolPolicy: 'redirect-to-https', ResponseHeadersPolicyId: { Ref: headersPolicyId } });
    const origin = originById(at(spa, 'TargetOriginId'));
    expect(at(origin, 'DomainName')).toEqual({ 'Fn::GetAtt': [webBucketId, 'RegionalDomainName'] });
    expect(at(origin, 'OriginAccessControlId')).toBeDefined();
    expect(at(distConfig, 'CustomErrorResponses')).toBeUndefined();
    const [functionId, fn] = onlyResource('AWS::CloudFront::Function');
    expect(at(spa, 'FunctionAssociations')).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } }]);
    expect(fn.FunctionCode).toBe(spaFallbackSource);
    const [, webPolicy] = resourcesOf('AWS::S3::BucketPolicy').find(([, p]) => at(p, 'Bucket', 'Ref') === webBucketId) ?? [];
    expect(asArray(at(webPolicy, 'PolicyDocument', 'Statement'))).toContainEqual(
      expect.objectContaining({ Effect: 'Allow', Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' } }),
    );
    expect(JSON.stringify(webPolicy)).toContain(distributionId);
  });

  it('rewrites extension-less paths to /index.html and leaves files untouched (the deployed function code)', () => {
    const [, fn] = onlyResource('AWS::CloudFront::Function');
    const handler: unknown = runInNewContext(`${String(fn.FunctionCode)}; handler`);
    if (typeof handler !== 'function') throw new Error('the function code defines no handler');
    const rewrite = (uri: string) => String(at(handler({ request: { uri, headers: {} } }), 'uri'));
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/clients/01JABCDEF')).toBe('/index.html');
    expect(rewrite('/book/')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });

  it('adds CSP, HSTS, nosniff, referrer policy and frame options to every response', () => {
    const [, policy] = onlyResource('AWS::CloudFront::ResponseHeadersPolicy');
    const security = at(policy, 'ResponseHeadersPolicyConfig', 'SecurityHeadersConfig');
    const csp = joined(at(security, 'ContentSecurityPolicy', 'ContentSecurityPolicy'));
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.stripe.com']);
    expect(directives.get('frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://*.stripe.com']));
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.stripe.com', `https://<${filesBucketId}.RegionalDomainName>`]);
    expect(at(security, 'StrictTransportSecurity')).toEqual({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true, Override: true });
    expect(at(security, 'ContentTypeOptions')).toEqual({ Override: true });
    expect(at(security, 'ReferrerPolicy')).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    expect(at(security, 'FrameOptions')).toEqual({ FrameOption: 'DENY', Override: true });
  });

  it('logs to the access-log bucket', () => {
    expect(at(distConfig, 'Logging')).toEqual({ Bucket: { 'Fn::GetAtt': [logBucketId, 'RegionalDomainName'] }, Prefix: 'cloudfront/' });
  });

  it('uploads the web build: hashed assets cached for a year and kept, the shell no-cache, pruned and invalidated', () => {
    const deployments = resourcesOf('Custom::CDKBucketDeployment').map(([, p]) => p);
    expect(deployments).toHaveLength(2);
    expect(deployments).toContainEqual(expect.objectContaining({
      Include: ['assets/*'], Exclude: ['*'], Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      DestinationBucketName: { Ref: webBucketId },
    }));
    expect(deployments).toContainEqual(expect.objectContaining({
      Exclude: ['assets/*'], Prune: true,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionId: { Ref: distributionId },
      DistributionPaths: ['/*'],
    }));
  });
});

describe('IAM grants', () => {
  function statementsOfFunction(fnId: string): unknown[] {
    const roleId = at(template.toJSON().Resources[fnId], 'Properties', 'Role', 'Fn::GetAtt', 0);
    const policies = resourcesOf('AWS::IAM::Policy').filter(([, p]) => asArray(p.Roles).some((r) => at(r, 'Ref') === roleId));
    return policies.flatMap(([, p]) => asArray(at(p, 'PolicyDocument', 'Statement')));
  }
  const statementFor = (statements: unknown[], action: string) => statements.find((s) => asArray(at(s, 'Action')).includes(action));

  it('give each function the table and each named index explicitly, without Scan', () => {
    for (const fnId of handlerIds.values()) {
      const statements = statementsOfFunction(fnId);
      const dynamo = statementFor(statements, 'dynamodb:Query');
      expect(asArray(at(dynamo, 'Action'))).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem']));
      expect(asArray(at(dynamo, 'Action'))).not.toContain('dynamodb:Scan');
      expect(asArray(at(dynamo, 'Resource')).map(joined).sort()).toEqual(
        [`<${tableId}.Arn>`, ...globalIndexes.map((g) => `<${tableId}.Arn>/index/${g.indexName}`)].sort(),
      );
      expect(JSON.stringify(statements)).not.toContain('dynamodb:*');
    }
  });

  it('give each function the files bucket objects, the secret and SES SendEmail, and no managed policies', () => {
    for (const fnId of handlerIds.values()) {
      const statements = statementsOfFunction(fnId);
      expect(asArray(at(statementFor(statements, 's3:PutObject'), 'Resource')).map(joined)).toEqual([`<${filesBucketId}.Arn>/*`]);
      expect(at(statementFor(statements, 'secretsmanager:GetSecretValue'), 'Resource')).toEqual({ Ref: secretId });
      expect(joined(at(statementFor(statements, 'ses:SendEmail'), 'Resource'))).toBe('arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*');
      const roleId = String(at(template.toJSON().Resources[fnId], 'Properties', 'Role', 'Fn::GetAtt', 0));
      expect(template.toJSON().Resources[roleId].Properties.ManagedPolicyArns).toBeUndefined();
    }
  });
});

describe('secret', () => {
  it('generates the session key, leaves Stripe placeholders for the operator and survives stack deletion', () => {
    template.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ GenerateSecretString: Match.objectLike({ GenerateStringKey: 'session_secret', PasswordLength: 64 }) }),
    });
    const [, secret] = onlyResource('AWS::SecretsManager::Secret');
    expect(JSON.parse(String(at(secret, 'GenerateSecretString', 'SecretStringTemplate')))).toEqual({ stripe_secret_key: '', stripe_webhook_secret: '' });
  });

  // Decision 038: the Connect webhook's secret is one more key the operator adds (the template stays
  // as deployed, since changing it would regenerate the whole value); the output says so.
  it('names the Connect webhook secret in the SecretArn output', () => {
    expect(String(at(template.toJSON().Outputs, 'SecretArn', 'Description'))).toContain('stripe_connect_webhook_secret');
  });
});

describe('alarms', () => {
  const alarms = resourcesOf('AWS::CloudWatch::Alarm').map(([, p]) => p);

  it('alarm on any HTTP API 5xx and on errors of every function, notifying the encrypted topic', () => {
    expect(alarms).toContainEqual(expect.objectContaining({ Namespace: 'AWS/ApiGateway', MetricName: '5xx', Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }], Threshold: 1 }));
    for (const fnId of handlerIds.values()) {
      expect(alarms).toContainEqual(expect.objectContaining({ Namespace: 'AWS/Lambda', MetricName: 'Errors', Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId } }] }));
    }
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
    expect(alarms).toHaveLength(1 + groupsWithRows.length + (jobsExist ? 1 : 0));
    const [, topic] = onlyResource('AWS::SNS::Topic');
    expect(at(topic, 'KmsMasterKeyId', 'Fn::GetAtt', 1)).toBe('Arn');
    template.resourceCountIs('AWS::SNS::Subscription', 0);
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unsuppressed errors or warnings', () => {
    expect(unsuppressedNagFindings(stack)).toEqual({ errors: [], warnings: [] });
  });
});
