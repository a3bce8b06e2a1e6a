// The whole application in one stack (ARCHITECTURE section 1): table, buckets, secret, one Lambda per
// endpoint group that has routes, the HTTP API generated from the route table, CloudFront in front,
// the jobs schedule once functions/jobs exists, and alarms. Adding route rows needs no change here.
import { existsSync } from 'node:fs';
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { FilterCriteria, FilterRule, type IFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Construct } from 'constructs';
import { NagSuppressions } from 'cdk-nag';
import { type Group, groups, lambdaOf, routes } from '#functions/routes.ts';
import type { StageConfig } from '#infra/config/stage-config.ts';
import { AppFunction, type AppFunctionShared, functionEntry } from '#infra/constructs/app-function.ts';
import { AppSecret } from '#infra/constructs/app-secret.ts';
import { DataTable } from '#infra/constructs/data-table.ts';
import { OpsAlarms } from '#infra/constructs/ops-alarms.ts';
import { RoutedHttpApi } from '#infra/constructs/routed-http-api.ts';
import { ScheduledJob } from '#infra/constructs/scheduled-job.ts';
import { StorageBuckets } from '#infra/constructs/storage-buckets.ts';
import { WebDeployment } from '#infra/constructs/web-deployment.ts';
import { WebDistribution } from '#infra/constructs/web-distribution.ts';

export interface CarebookStackProps extends StackProps {
  readonly config: StageConfig;
  /** The built SPA; tests pass a temporary directory holding an index.html. */
  readonly webAssetDir: string;
  readonly appVersion: string;
}

/** Groups with at least one row, in the order of the `groups` list. Groups without rows get no Lambda. */
export function groupsWithRoutes(): Group[] {
  return groups.filter((group) => routes.some((row) => lambdaOf(row) === group));
}

export class CarebookStack extends Stack {
  readonly handlers = new Map<Group, IFunction>();

  constructor(scope: Construct, id: string, props: CarebookStackProps) {
    super(scope, id, props);
    const { config } = props;
    const data = new DataTable(this, 'Data');
    const buckets = new StorageBuckets(this, 'Storage', { appOrigin: config.appOrigin, logRetentionDays: config.logRetentionDays });
    const secret = new AppSecret(this, 'Secrets');
    const alarms = new OpsAlarms(this, 'Alarms', { alarmEmail: config.alarmEmail });
    // APP_ORIGIN comes from config, not from the distribution: the distribution depends on the API,
    // the API on the functions, so a function env var naming the distribution would be a cycle.
    const shared: AppFunctionShared = {
      table: data,
      filesBucket: buckets.files,
      secret,
      appOrigin: config.appOrigin,
      appVersion: props.appVersion,
      logLevel: config.logLevel,
      stripePublishableKey: config.stripePublishableKey,
      logRetention: config.logRetentionDays,
      memorySize: config.functionMemoryMb,
      tracing: config.tracing,
    };
    this.addApiFunctions(shared, alarms);
    const http = new RoutedHttpApi(this, 'Http', { routes, handlers: this.handlers, logRetention: config.logRetentionDays });
    alarms.alarmOnApi5xx(http.api);
    const web = new WebDistribution(this, 'Web', {
      webBucket: buckets.web,
      filesBucket: buckets.files,
      logBucket: buckets.logs,
      api: http.api,
      domain: config.appDomain !== undefined && config.certificateArn !== undefined ? { name: config.appDomain, certificateArn: config.certificateArn } : undefined,
      webAclArn: config.webAclArn,
    });
    new WebDeployment(this, 'WebDeployment', { webAssetDir: props.webAssetDir, bucket: buckets.web, distribution: web.distribution, logRetention: config.logRetentionDays });
    this.addJobs(shared, alarms);

    new CfnOutput(this, 'AppUrl', { value: `https://${web.distribution.distributionDomainName}`, description: 'CloudFront URL (point appDomain here)' });
    new CfnOutput(this, 'SecretArn', { value: secret.secret.secretArn, description: 'Fill in stripe_secret_key, stripe_webhook_secret and stripe_connect_webhook_secret here' });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'AlarmTopicArn', { value: alarms.topic.topicArn });
  }

  /** One Lambda per endpoint group with rows in the route table. */
  private addApiFunctions(shared: AppFunctionShared, alarms: OpsAlarms): void {
    for (const group of groupsWithRoutes()) {
      const id = `${group.charAt(0).toUpperCase()}${group.slice(1)}Api`;
      const fn = new AppFunction(this, id, { shared, entry: functionEntry(group), description: `Carebook API: ${group} endpoints` }).fn;
      this.handlers.set(group, fn);
      alarms.alarmOnFunctionErrors(id, fn);
      if (group === 'documents') this.deliverInvoiceNotices(shared.table, fn);
    }
  }

  /**
   * Decision 031: each new or re-queued invoice notice (an `invoice_notice` row written `pending`)
   * reaches the documents Lambda through the table's stream, after the request that wrote it has
   * answered. A failed delivery stays in the outbox for the job's safety net, so the batch is not retried.
   */
  private deliverInvoiceNotices(table: DataTable, fn: IFunction): void {
    fn.addEventSource(new DynamoEventSource(table.table, {
      startingPosition: StartingPosition.LATEST, batchSize: 10, retryAttempts: 0,
      filters: [FilterCriteria.filter({ eventName: FilterRule.or('INSERT', 'MODIFY'), dynamodb: { NewImage: { entity: { S: ['invoice_notice'] }, status: { S: ['pending'] } } } })],
    }));
    if (fn.role) {
      NagSuppressions.addResourceSuppressions(fn.role, [{
        id: 'AwsSolutions-IAM5',
        reason: 'dynamodb:ListStreams has no resource-level permission (CDK’s DynamoEventSource grants it on *); the stream records are read on the table’s stream ARN only.',
        appliesTo: ['Resource::*'],
      }], true);
    }
  }

  /** The reminders/payouts/holds Lambda appears by itself once functions/jobs/index.ts exists. */
  private addJobs(shared: AppFunctionShared, alarms: OpsAlarms): void {
    const entry = functionEntry('jobs');
    if (!existsSync(entry)) return;
    const jobs = new AppFunction(this, 'Jobs', { shared, entry, description: 'Carebook scheduled jobs', timeout: Duration.minutes(2) });
    new ScheduledJob(this, 'JobsSchedule', { fn: jobs.fn, every: Duration.minutes(5), description: 'Runs the Carebook jobs every 5 minutes' });
    alarms.alarmOnFunctionErrors('Jobs', jobs.fn);
  }
}
