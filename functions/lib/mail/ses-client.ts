// SES v2 SendEmail as one signed HTTPS request, signed by the SDK's own SigV4 signer. The SDK's SESv2
// client carries the schemas of every SES operation (48 KB minified that esbuild cannot tree-shake:
// the REST traits are objects with computed keys), which alone put the auth and employees Lambdas
// over their 450 KiB bundle budget (decision 010). Locally it talks to aws-ses-v2-local.
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { env } from '#functions/lib/config/env.ts';
import { retryableStatus, TransientError, withTransportRetry } from '#functions/lib/retry/retry.ts';

/**
 * The SendEmail request body (SES v2 API reference): simple content, or a raw MIME message whose
 * bytes travel base64-encoded (a blob in the REST API's JSON) and carry their own From header.
 */
export type SendEmailInput =
  | {
    FromEmailAddress: string;
    Destination: { ToAddresses: string[] };
    Content: { Simple: { Subject: { Data: string; Charset: 'UTF-8' }; Body: { Text: { Data: string; Charset: 'UTF-8' } } } };
  }
  | { Destination: { ToAddresses: string[] }; Content: { Raw: { Data: string } } };


function endpointAndCredentials() {
  const { AWS_REGION, SES_ENDPOINT } = env();
  if (SES_ENDPOINT) return { region: AWS_REGION, endpoint: new URL(SES_ENDPOINT), credentials: async () => ({ accessKeyId: 'local', secretAccessKey: 'local' }) };
  return { region: AWS_REGION, endpoint: new URL(`https://email.${AWS_REGION}.amazonaws.com`), credentials: fromEnv() };
}

async function signedRequest(input: SendEmailInput): Promise<{ url: URL; init: RequestInit }> {
  const { region, endpoint, credentials } = endpointAndCredentials();
  const url = new URL('/v2/email/outbound-emails', endpoint);
  const body = JSON.stringify(input);
  const signer = new SignatureV4({ service: 'ses', region, credentials, sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST', protocol: url.protocol, hostname: url.hostname, port: url.port ? Number(url.port) : undefined,
    path: url.pathname, query: {}, headers: { host: url.host, 'content-type': 'application/json' }, body,
  });
  // fetch sets Host itself (to the same url.host that was signed).
  const { host: _host, ...headers } = signed.headers;
  return { url, init: { method: 'POST', headers, body } };
}

/** Sends one email; retries throttling and server errors like the SDK's standard mode (3 attempts). */
export function sendEmail(input: SendEmailInput): Promise<void> {
  return withTransportRetry(async () => {
    const { url, init } = await signedRequest(input);
    const res = await fetch(url, init);
    if (res.ok) return;
    const message = `SES SendEmail failed with ${res.status}: ${(await res.text()).slice(0, 300)}`;
    throw retryableStatus(res.status) ? new TransientError(message) : new Error(message);
  });
}
