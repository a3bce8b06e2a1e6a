// Stage config validation: the real prod.json is valid, and mistakes fail with a message naming the field.
import { describe, expect, it } from 'vitest';
import { loadStageConfig, parseStageConfig } from '#infra/config/stage-config.ts';

const valid = { appOrigin: 'https://carebook.example.com' };

describe('stage config', () => {
  it('loads infra/config/prod.json with an https app origin and defaults filled in', () => {
    const config = loadStageConfig('prod');
    expect(config.appOrigin).toMatch(/^https:\/\/[^/]+$/);
    expect(config).toMatchObject({ logLevel: 'info', functionMemoryMb: 512, tracing: false });
    expect(JSON.stringify(config)).not.toMatch(/sk_|whsec_/);
  });

  it('fills defaults for a minimal config', () => {
    expect(parseStageConfig(valid, 'test')).toEqual({ ...valid, logRetentionDays: 90, logLevel: 'info', functionMemoryMb: 512, tracing: false });
  });

  it.each([
    [{ appOrigin: 'http://carebook.example.com' }, 'appOrigin: must be an https:// URL'],
    [{ appOrigin: 'https://carebook.example.com/app' }, 'appOrigin: must be a bare origin'],
    [{ ...valid, appDomain: 'other.example.com' }, 'appOrigin: must be https://other.example.com'],
    [{ ...valid, certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' }, 'certificateArn: needs appDomain'],
    [{ ...valid, appDomain: 'carebook.example.com', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' }, 'certificateArn: must be an ACM certificate in us-east-1'],
    [{ ...valid, logRetentionDays: 45 }, 'logRetentionDays: must be a CloudWatch Logs retention value'],
    [{ ...valid, stripePublishableKey: 'sk_live_oops' }, 'stripePublishableKey'],
    [{ ...valid, stripeSecretKey: 'sk_live_oops' }, 'stripeSecretKey'],
  ])('rejects %j', (raw, message) => {
    expect(() => parseStageConfig(raw, 'infra/config/x.json')).toThrow(message);
  });

  it('refuses stage names that are not plain names, and names the missing file', () => {
    expect(() => loadStageConfig('../package')).toThrow('Invalid stage "../package"');
    expect(() => loadStageConfig('staging')).toThrow('create infra/config/staging.json');
  });
});
