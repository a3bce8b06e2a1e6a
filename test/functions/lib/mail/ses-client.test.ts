// The hand-signed SES v2 SendEmail request (functions/lib/mail/ses-client.ts) against a loopback
// server that records what arrives: the REST path and JSON body SES expects, a SigV4 Authorization
// for the `ses` service, and the SDK-like retry of throttling/5xx (but not of a refused request).
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startRecordingServer } from '#test/support/recording-server.ts';

const recorder = await startRecordingServer('application/json', (status) => (status === 200 ? '{"MessageId":"m-1"}' : '{"message":"no"}'));
const { seen } = recorder;
// env() is read on first use, after this file's setup: point SES at the recorder.
process.env.SES_ENDPOINT = recorder.url;
const { sendEmail } = await import('#functions/lib/mail/ses-client.ts');
afterAll(() => recorder.close());

const input = {
  FromEmailAddress: 'Carebook Demo Spa <front@example.com>',
  Destination: { ToAddresses: ['emma@example.com'] },
  Content: { Simple: { Subject: { Data: 'Hi', Charset: 'UTF-8' as const }, Body: { Text: { Data: 'Body ✓', Charset: 'UTF-8' as const } } } },
};

beforeEach(() => {
  recorder.reset();
});

describe('SES v2 SendEmail', () => {
  it('posts the JSON body to /v2/email/outbound-emails, SigV4-signed for ses', async () => {
    await sendEmail(input);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', url: '/v2/email/outbound-emails' });
    expect(JSON.parse(request?.body ?? '')).toEqual(input);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/us-east-1\/ses\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
  });

  it('retries throttling and server errors, then succeeds', async () => {
    recorder.answers = [429, 503];
    await sendEmail(input);
    expect(seen).toHaveLength(3);
  });

  it('gives up after three attempts', async () => {
    recorder.answers = [500, 500, 500];
    await expect(sendEmail(input)).rejects.toThrow('SES SendEmail failed with 500');
    expect(seen).toHaveLength(3);
  });

  it('does not retry a refused request', async () => {
    recorder.answers = [400];
    await expect(sendEmail(input)).rejects.toThrow('SES SendEmail failed with 400');
    expect(seen).toHaveLength(1);
  });
});
