// S3 object requests and presigned URLs signed with the SDK's own SigV4 signer, sent with fetch.
// `@aws-sdk/client-s3` and its presigner were ~166 KiB of the clients Lambda (574 KiB against the
// 450 KiB budget, 408 without) for five operations; like SES (decision 010) they are signed requests.
// Locally s3rver (`S3_ENDPOINT`, path-style, its one built-in key pair); in AWS the bucket's
// virtual-hosted regional endpoint, the origin the CSP allows (`bucketRegionalDomainName`).
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { env } from '#functions/lib/config/env.ts';
import { retryableStatus, TransientError, withTransportRetry } from '#functions/lib/retry/retry.ts';

/** RFC 3986 escaping as S3 expects it (encodeURIComponent leaves !'()* alone). */
export const escapeUri = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

interface ObjectRequest {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  key: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | string;
}

function target() {
  const { AWS_REGION, S3_ENDPOINT, FILES_BUCKET } = env();
  if (S3_ENDPOINT) {
    return { region: AWS_REGION, origin: new URL(S3_ENDPOINT), prefix: `/${FILES_BUCKET}`, credentials: async () => ({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }) };
  }
  return { region: AWS_REGION, origin: new URL(`https://${FILES_BUCKET}.s3.${AWS_REGION}.amazonaws.com`), prefix: '', credentials: fromEnv() };
}

/** The request as the signer takes it: path already escaped (S3 signs it as sent, `uriEscapePath: false`). */
function httpRequest(req: ObjectRequest) {
  const { region, origin, prefix, credentials } = target();
  const path = `${prefix}/${req.key.split('/').map(escapeUri).join('/')}`;
  const signer = new SignatureV4({ service: 's3', region, credentials, sha256: Sha256, uriEscapePath: false, applyChecksum: true });
  const request = {
    method: req.method, protocol: origin.protocol, hostname: origin.hostname, port: origin.port ? Number(origin.port) : undefined, path,
    query: req.query ?? {}, headers: { host: origin.host, ...req.headers }, body: req.body,
  };
  return { signer, request, origin };
}

function toUrl(origin: URL, path: string, query: Record<string, string | string[] | null>): string {
  const search = Object.keys(query).sort().map((k) => `${escapeUri(k)}=${escapeUri(String(query[k] ?? ''))}`).join('&');
  return `${origin.origin}${path}${search ? `?${search}` : ''}`;
}

/**
 * A query-string-authenticated URL (X-Amz-Expires). Headers listed in `signedHeaders` must be sent
 * by the browser exactly as given; the payload is UNSIGNED-PAYLOAD, as the SDK's presigner does.
 */
export async function presignUrl(req: ObjectRequest, expiresIn: number, signingDate: Date, signedHeaders: string[] = []): Promise<string> {
  const { signer, request, origin } = httpRequest({ ...req, headers: { ...req.headers, 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' } });
  const signed = await signer.presign(request, {
    expiresIn, signingDate, signableHeaders: new Set(signedHeaders), unhoistableHeaders: new Set(signedHeaders.filter((h) => h.startsWith('x-amz-'))),
  });
  return toUrl(origin, signed.path, signed.query ?? {});
}


/** One signed request; throttling, 5xx and network errors are retried like the SDK's standard mode (3 attempts). */
export function sendS3(req: ObjectRequest, accept: (status: number) => boolean = (s) => s >= 200 && s < 300): Promise<Response> {
  return withTransportRetry(async () => {
    const { signer, request, origin } = httpRequest(req);
    const signed = await signer.sign(request);
    // fetch sets Host itself (to the same origin.host that was signed).
    const { host: _host, ...headers } = signed.headers;
    const res = await fetch(toUrl(origin, signed.path, signed.query ?? {}), { method: req.method, headers, ...(req.body === undefined ? {} : { body: req.body }) })
      .catch((error: unknown) => {
        throw new TransientError(`S3 ${req.method} ${req.key} failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    // The body is read here, inside the retry (a dropped connection mid-body is retried too), and
    // handed back in a fresh Response so a caller may still read it (a GET's bytes).
    if (accept(res.status)) {
      const bytes = await res.arrayBuffer();
      return new Response(bytes.byteLength === 0 ? null : bytes, { status: res.status, headers: res.headers });
    }
    const message = `S3 ${req.method} ${req.key} failed with ${res.status}: ${(await res.text()).slice(0, 300)}`;
    throw retryableStatus(res.status) ? new TransientError(message) : new Error(message);
  });
}
