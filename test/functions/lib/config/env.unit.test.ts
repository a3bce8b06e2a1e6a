import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '#functions/lib/config/env.ts';

describe('parseEnv', () => {
  it('lists every missing and invalid variable at once', () => {
    let caught: unknown;
    try {
      parseEnv({ STAGE: 'moon', APP_ORIGIN: 'not a url', AWS_REGION: 'us-east-1' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^STAGE is invalid/),
        'TABLE_NAME is missing',
        'FILES_BUCKET is missing',
        expect.stringMatching(/^APP_ORIGIN is invalid/),
      ]),
    );
    expect((caught as Error).message).toContain('TABLE_NAME is missing');
  });

  it('accepts a complete environment and applies defaults', () => {
    const parsed = parseEnv({
      STAGE: 'aws',
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 't',
      FILES_BUCKET: 'b',
      APP_ORIGIN: 'https://app.example.com',
    });
    expect(parsed.LOG_LEVEL).toBe('info');
    expect(parsed.APP_VERSION).toBe('dev');
    expect(parsed.STRIPE_PUBLISHABLE_KEY).toBeUndefined();
  });

  it('rejects a Stripe secret key given as the publishable key', () => {
    expect(() =>
      parseEnv({ STAGE: 'aws', AWS_REGION: 'x', TABLE_NAME: 't', FILES_BUCKET: 'b', APP_ORIGIN: 'https://a.b', STRIPE_PUBLISHABLE_KEY: 'sk_live_x' }),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY is invalid/);
  });
});
