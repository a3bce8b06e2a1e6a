// The hand-signed Secrets Manager GetSecretValue (functions/lib/config/secrets.ts) against a
// loopback server that records what arrives: the JSON 1.1 target and body the service expects, a
// SigV4 Authorization (with the session token) for `secretsmanager`, and the SDK-like retries.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSecretString } from '#functions/lib/config/secrets.ts';
import { startRecordingServer } from '#test/support/recording-server.ts';

const secret = JSON.stringify({ session_secret: 's'.repeat(40) });
const recorder = await startRecordingServer('application/x-amz-json-1.1', (status) =>
  (status === 200 ? JSON.stringify({ ARN: 'arn:x', SecretString: secret }) : '{"__type":"ThrottlingException"}'));
const { seen } = recorder;
afterAll(() => recorder.close());

const saved = { ...process.env };
const pick = (env: NodeJS.ProcessEnv, names: string[]) => Object.fromEntries(names.filter((n) => env[n] !== undefined).map((n) => [n, env[n]]));
const arn = 'arn:aws:secretsmanager:eu-west-1:000000000000:secret:carebook';
beforeEach(() => {
  recorder.reset();
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SECRETS_MANAGER: recorder.url,
    AWS_ACCESS_KEY_ID: 'AKIDTEST', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token-1',
  });
});
afterEach(() => {
  const { AWS_ENDPOINT_URL_SECRETS_MANAGER: _e, AWS_ACCESS_KEY_ID: _a, AWS_SECRET_ACCESS_KEY: _s, AWS_SESSION_TOKEN: _t, ...rest } = process.env;
  process.env = { ...rest, ...pick(saved, ['AWS_ENDPOINT_URL_SECRETS_MANAGER', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN']) };
});

describe('Secrets Manager GetSecretValue', () => {
  it('posts the SecretId with the JSON 1.1 target, SigV4-signed for secretsmanager, and returns SecretString', async () => {
    expect(await getSecretString('eu-west-1', arn)).toBe(secret);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', url: '/' });
    expect(JSON.parse(request?.body ?? '')).toEqual({ SecretId: arn });
    expect(request?.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(request?.headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(request?.headers['x-amz-security-token']).toBe('token-1');
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/secretsmanager\/aws4_request, SignedHeaders=[a-z0-9;-]*x-amz-target[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
  });

  it('retries throttling and server errors, then succeeds', async () => {
    recorder.answers = [429, 503];
    expect(await getSecretString('eu-west-1', arn)).toBe(secret);
    expect(seen).toHaveLength(3);
  });

  it('does not retry a refused request', async () => {
    recorder.answers = [400];
    await expect(getSecretString('eu-west-1', arn)).rejects.toThrow('GetSecretValue failed with 400');
    expect(seen).toHaveLength(1);
  });
});
