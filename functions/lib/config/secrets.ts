// Secrets (session key, Stripe keys). In AWS they live in one Secrets Manager secret, read on first
// use and cached for the life of the container; locally and in tests they come from the environment.
// GetSecretValue is one SigV4-signed JSON request, like SES in lib/mail/ses-client.ts (decision 010):
// the SDK client adds ~13 KiB to every Lambda for a call made once per container (decision 020). The
// endpoint honours AWS_ENDPOINT_URL_SECRETS_MANAGER as the SDK client did.
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import * as z from 'zod';
import { env } from '#functions/lib/config/env.ts';
import { retryableStatus, TransientError, withTransportRetry } from '#functions/lib/retry/retry.ts';

// The deployed secret starts with empty Stripe entries for the operator to fill in: '' means "not set".
const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const secretsSchema = z.object({
  session_secret: z.string().min(32, 'session_secret must be at least 32 characters'),
  stripe_secret_key: optionalSecret,
  stripe_webhook_secret: optionalSecret,
  /** The payouts Lambda's Connect webhook (decision 038); several comma-separated `whsec_` allowed. */
  stripe_connect_webhook_secret: optionalSecret,
});
export type Secrets = z.infer<typeof secretsSchema>;


function endpointOf(region: string): URL {
  const override = process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER ?? process.env.AWS_ENDPOINT_URL;
  return new URL(override ?? `https://secretsmanager.${region}.amazonaws.com`);
}

async function signedRequest(region: string, secretId: string): Promise<{ url: URL; init: RequestInit }> {
  const url = endpointOf(region);
  const body = JSON.stringify({ SecretId: secretId });
  const signer = new SignatureV4({ service: 'secretsmanager', region, credentials: fromEnv(), sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST', protocol: url.protocol, hostname: url.hostname, port: url.port ? Number(url.port) : undefined, path: url.pathname, query: {},
    headers: { host: url.host, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'secretsmanager.GetSecretValue' }, body,
  });
  // fetch sets Host itself (to the same url.host that was signed).
  const { host: _host, ...headers } = signed.headers;
  return { url, init: { method: 'POST', headers, body } };
}

/** The SecretString of a secret; retries throttling and server errors (3 attempts, like the SDK). */
export function getSecretString(region: string, secretId: string): Promise<string> {
  return withTransportRetry(async () => {
    const { url, init } = await signedRequest(region, secretId);
    const res = await fetch(url, init);
    if (res.ok) return ((await res.json()) as { SecretString?: string }).SecretString ?? '{}';
    const message = `Secrets Manager GetSecretValue failed with ${res.status}: ${(await res.text()).slice(0, 300)}`;
    throw retryableStatus(res.status) ? new TransientError(message) : new Error(message);
  });
}

let cached: Promise<Secrets> | undefined;

async function fromSecretsManager(arn: string): Promise<Secrets> {
  return secretsSchema.parse(JSON.parse(await getSecretString(env().AWS_REGION, arn)));
}

function fromEnvironment(): Secrets {
  return secretsSchema.parse({
    session_secret: process.env.SESSION_SECRET,
    stripe_secret_key: process.env.STRIPE_SECRET_KEY,
    stripe_webhook_secret: process.env.STRIPE_WEBHOOK_SECRET,
    stripe_connect_webhook_secret: process.env.STRIPE_CONNECT_WEBHOOK_SECRET,
  });
}

export function secrets(): Promise<Secrets> {
  const arn = env().SECRETS_ARN;
  cached ??= arn ? fromSecretsManager(arn) : Promise.resolve().then(fromEnvironment);
  // A failed read is not cached: the next request tries again.
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}
