// The one way to build a Lambda here: Node 22 on arm64, bundled locally by esbuild into a tree-shaken,
// minified ESM file (settings in infra/bundling/lambda-bundling.ts, shared with `npm run bench`), its
// own log group, and the same environment and explicit grants for every function.
import { fileURLToPath } from 'node:url';
import { Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { cdkBundlingFor, lambdaRuntimeEnvironment, repoRoot } from '#infra/bundling/lambda-bundling.ts';
import type { AppSecret } from '#infra/constructs/app-secret.ts';
import type { DataTable } from '#infra/constructs/data-table.ts';

/** `functions/<name>/index.ts`: the entry of an endpoint group or of the jobs Lambda. */
export function functionEntry(name: string): string {
  return fileURLToPath(new URL(`../../functions/${name}/index.ts`, import.meta.url));
}

/** What every function shares: resources it is granted and the settings it runs with. */
export interface AppFunctionShared {
  readonly table: DataTable;
  readonly filesBucket: Bucket;
  readonly secret: AppSecret;
  readonly appOrigin: string;
  readonly appVersion: string;
  readonly logLevel: string;
  readonly stripePublishableKey?: string | undefined;
  readonly logRetention: RetentionDays;
  readonly memorySize: number;
  readonly tracing: boolean;
}

export interface AppFunctionProps {
  readonly shared: AppFunctionShared;
  readonly entry: string;
  readonly description: string;
  /** API functions stay under API Gateway's 30 s integration limit; jobs may ask for more. */
  readonly timeout?: Duration;
  /** Overrides the stage's functionMemoryMb for one function (e.g. PDF rendering). */
  readonly memorySize?: number;
}

export class AppFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { shared } = props;
    const logGroup = new LogGroup(this, 'Logs', { retention: shared.logRetention });
    // An own role with write access to its own log group only, instead of the broad
    // AWSLambdaBasicExecutionRole managed policy (no IAM4 suppression needed).
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: props.description });
    logGroup.grantWrite(role);
    this.fn = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? shared.memorySize,
      timeout: props.timeout ?? Duration.seconds(20),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      tracing: shared.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}package-lock.json`,
      environment: functionEnvironment(shared),
      bundling: cdkBundlingFor(props.entry),
    });
    NagSuppressions.addResourceSuppressions(this.fn, [
      {
        id: 'AwsSolutions-L1',
        reason: 'nodejs22.x is pinned on purpose (ARCHITECTURE section 3): the bundle targets node22 and the toolchain is tested against it; moving to nodejs24.x is a deliberate upgrade, not a drive-by.',
      },
    ]);
    this.grantAppAccess(shared, role);
  }

  /** Explicit grants, the same for every function: table, files, secret, email. */
  private grantAppAccess(shared: AppFunctionShared, role: Role): void {
    shared.table.grantAppAccess(this.fn);
    shared.secret.grantRead(this.fn);
    const files = shared.filesBucket;
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [files.bucketArn] }));
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:GetObjectVersion', 's3:PutObject', 's3:PutObjectTagging', 's3:DeleteObject'],
        resources: [files.arnForObjects('*')],
      }),
    );
    const sesIdentities = Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [sesIdentities] }));
    NagSuppressions.addResourceSuppressions(role, wildcardReasons(files, shared.tracing), true);
  }
}

function functionEnvironment(shared: AppFunctionShared): Record<string, string> {
  // AWS_REGION is deliberately absent: the Lambda runtime sets it and it is reserved.
  return {
    STAGE: 'aws',
    TABLE_NAME: shared.table.table.tableName,
    FILES_BUCKET: shared.filesBucket.bucketName,
    SECRETS_ARN: shared.secret.secret.secretArn,
    APP_ORIGIN: shared.appOrigin,
    APP_VERSION: shared.appVersion,
    LOG_LEVEL: shared.logLevel,
    ...lambdaRuntimeEnvironment,
    ...(shared.stripePublishableKey === undefined ? {} : { STRIPE_PUBLISHABLE_KEY: shared.stripePublishableKey }),
  };
}

/** IAM5 findings these grants produce, each scoped with appliesTo to the one wildcard it explains. */
function wildcardReasons(files: Bucket, tracing: boolean) {
  const cfnFiles = files.node.defaultChild;
  if (!(cfnFiles instanceof CfnBucket)) throw new Error('Files bucket has no CfnBucket');
  const filesLogicalId = Stack.of(files).getLogicalId(cfnFiles);
  const reasons = [
    {
      id: 'AwsSolutions-IAM5',
      reason: 'Object keys are generated per upload (client files, invoice images, PDFs); access is limited to objects of the one files bucket.',
      appliesTo: [`Resource::<${filesLogicalId}.Arn>/*`],
    },
    {
      id: 'AwsSolutions-IAM5',
      reason: 'SES authorises SendEmail on the sending identity, which the operator verifies outside this stack; only SendEmail is allowed.',
      // Region and account are tokens in an environment-agnostic stack and literals in a pinned one.
      appliesTo: [{ regex: '/^Resource::arn:<AWS::Partition>:ses:(<AWS::Region>|[a-z0-9-]+):(<AWS::AccountId>|\\d{12}):identity\\/\\*$/' }],
    },
  ];
  if (!tracing) return reasons;
  return [
    ...reasons,
    {
      id: 'AwsSolutions-IAM5',
      reason: 'X-Ray PutTraceSegments/PutTelemetryRecords do not support resource-level permissions (CDK adds them with Resource *).',
      appliesTo: ['Resource::*'],
    },
  ];
}
