// Runs the jobs Lambda (appointment reminders, scheduled payouts, hold expiry) on a fixed rate with an
// EventBridge rule. No retries: a failed run is simply repeated by the next tick a few minutes later,
// and a retry could overlap it; the jobs are written to be idempotent either way.
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

export interface ScheduledJobProps {
  readonly fn: IFunction;
  readonly every: Duration;
  readonly description: string;
}

export class ScheduledJob extends Construct {
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    props.fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: props.every });
    this.rule = new Rule(this, 'Rule', {
      description: props.description,
      schedule: Schedule.rate(props.every),
      targets: [new LambdaFunction(props.fn, { retryAttempts: 0, maxEventAge: Duration.minutes(1) })],
    });
  }
}
