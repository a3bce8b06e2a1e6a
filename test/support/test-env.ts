// The environment handlers see under test. Loopback only; no real AWS or Stripe.
export const testFilesBucket = 'carebook-test-files';

export function testEnv(overrides: Record<string, string>): Record<string, string> {
  return {
    STAGE: 'test',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    FILES_BUCKET: testFilesBucket,
    APP_ORIGIN: 'http://localhost:3000',
    APP_VERSION: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-session-secret-0123456789abcdef0123456789abcdef',
    ...overrides,
  };
}
