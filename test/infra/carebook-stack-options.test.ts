// The same stack with every optional stage setting turned on: custom domain, WAF, alarm e-mail,
// Stripe publishable key, tracing, other memory and retention, a fixed account/region. cdk-nag must
// stay clean here too (the conditional suppressions must follow the options).
import { afterAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { synthCarebook, unsuppressedNagFindings } from '#test/infra/synth-carebook.ts';

const options = {
  account: '123456789012',
  region: 'eu-west-1',
  appOrigin: 'https://practice.example.org',
  appDomain: 'practice.example.org',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
  webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/carebook/66666666-7777-8888-9999-000000000000',
  alarmEmail: 'ops@example.org',
  stripePublishableKey: 'pk_test_carebook',
  tracing: true,
  functionMemoryMb: 1024,
  logRetentionDays: 30,
};
const { stack, template, cleanup } = synthCarebook(options);
afterAll(cleanup);

describe('stack with all stage options', () => {
  it('is pinned to the configured account and region', () => {
    expect(stack.account).toBe(options.account);
    expect(stack.region).toBe(options.region);
  });

  it('serves the custom domain with its certificate, TLS 1.2+ and the web ACL', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: [options.appDomain],
        ViewerCertificate: { AcmCertificateArn: options.certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
        WebACLId: options.webAclArn,
      }),
    });
  });

  it('passes the publishable key, memory, tracing and origin to the functions', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      MemorySize: 1024,
      TracingConfig: { Mode: 'Active' },
      Environment: { Variables: Match.objectLike({ STRIPE_PUBLISHABLE_KEY: options.stripePublishableKey, APP_ORIGIN: options.appOrigin }) },
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: [options.appOrigin] })] },
    });
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('subscribes the alarm e-mail to the alarm topic', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: options.alarmEmail });
  });

  it('reports no unsuppressed cdk-nag errors or warnings', () => {
    expect(unsuppressedNagFindings(stack)).toEqual({ errors: [], warnings: [] });
  });
});
