// The jobs schedule on its own (the stack adds it only once functions/jobs/index.ts exists).
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { ScheduledJob } from '#infra/constructs/scheduled-job.ts';
import { logicalIdOf } from '#test/infra/synth-carebook.ts';

describe('ScheduledJob', () => {
  const stack = new Stack(new App(), 'Jobs');
  const fn = new LambdaFunction(stack, 'Jobs', { runtime: Runtime.NODEJS_22_X, handler: 'index.handler', code: Code.fromInline('export const handler = async () => {};') });
  const job = new ScheduledJob(stack, 'Schedule', { fn, every: Duration.minutes(5), description: 'test' });
  const template = Template.fromStack(stack);
  const fnId = logicalIdOf(fn);

  it('invokes the function every 5 minutes without retries', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [{ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, Id: 'Target0', RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 } }],
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: fnId }, MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 300 });
  });

  it('lets only its own rule invoke the function', () => {
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      SourceArn: { 'Fn::GetAtt': [logicalIdOf(job.rule), 'Arn'] },
    });
    expect(Object.keys(template.findResources('AWS::Lambda::Permission'))).toHaveLength(1);
  });
});
