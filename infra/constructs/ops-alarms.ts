// Alarms that mean "a user saw an error": 5xx answers from the HTTP API and failed Lambda invocations
// (crashes and timeouts; handled errors become 500s and are counted by the API alarm). They notify an
// SNS topic, with an optional e-mail subscription from the stage config.
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface OpsAlarmsProps {
  readonly alarmEmail?: string | undefined;
}

const period = Duration.minutes(5);

export class OpsAlarms extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: OpsAlarmsProps) {
    super(scope, id);
    // A customer-managed key: CloudWatch cannot publish to a topic encrypted with the AWS-managed
    // aws/sns key, because that key's policy cannot be changed to let CloudWatch use it.
    const key = new Key(this, 'TopicKey', {
      description: 'Encrypts the Carebook alarm topic',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', { displayName: 'Carebook alarms', masterKey: key, enforceSSL: true });
    if (props.alarmEmail !== undefined) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.action = new SnsAction(this.topic);
  }

  alarmOnApi5xx(api: HttpApi): Alarm {
    return this.alarm('Api5xx', api.metricServerError({ period, statistic: 'Sum' }), 'The HTTP API answered with a 5xx status.');
  }

  alarmOnFunctionErrors(id: string, fn: IFunction): Alarm {
    return this.alarm(`${id}Errors`, fn.metricErrors({ period, statistic: 'Sum' }), `Lambda ${id} failed (crash or timeout).`);
  }

  /** Any error in a 5-minute window alarms: traffic is low, so a single 5xx is already a real bug. */
  private alarm(id: string, metric: IMetric, description: string): Alarm {
    const alarm = new Alarm(this, id, {
      metric,
      alarmDescription: description,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    return alarm;
  }
}
