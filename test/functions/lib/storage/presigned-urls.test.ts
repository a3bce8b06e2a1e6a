// The hand-signed presigned URLs (functions/lib/storage/s3-request.ts) against the SDK's own
// presigner: same date, same inputs, so the URLs must match character for character, locally
// (s3rver, path-style) and in AWS (virtual-hosted, credentials from the environment).
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, describe, expect, it } from 'vitest';
import { env, forgetEnv } from '#functions/lib/config/env.ts';
import { presignGet, presignPut } from '#functions/lib/storage/object-storage-repository.ts';
import { rfc5987 } from '#functions/lib/http/content-disposition.ts';

const signingDate = new Date('2026-11-24T00:30:00Z');
const key = "clients/c1/files/x y (1)!'*.png";
const fileName = 'Scan "front" ü.png';

function sdkClient(): S3Client {
  const { AWS_REGION, S3_ENDPOINT } = env();
  return new S3Client({
    region: AWS_REGION,
    ...(S3_ENDPOINT
      ? { endpoint: S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
      : { credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' } }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function sdkUrls() {
  const s3 = sdkClient();
  const Bucket = env().FILES_BUCKET;
  const put = await getSignedUrl(s3, new PutObjectCommand({ Bucket, Key: key, ContentType: 'image/png', Tagging: 'state=pending' }), {
    expiresIn: 900, signingDate, signableHeaders: new Set(['content-type', 'x-amz-tagging']), unhoistableHeaders: new Set(['x-amz-tagging']),
  });
  const get = await getSignedUrl(s3, new GetObjectCommand({
    Bucket, Key: key, ResponseContentDisposition: `inline; filename="Scan_front_u.png"; filename*=UTF-8''${rfc5987(fileName)}`,
  }), { expiresIn: 300, signingDate });
  return { put, get };
}

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  forgetEnv();
});

describe('presigned URLs', () => {
  it('match the SDK presigner against the local endpoint (path-style)', async () => {
    const expected = await sdkUrls();
    const put = await presignPut(key, 'image/png', signingDate);
    expect(put.url).toBe(expected.put);
    expect(put.headers).toEqual({ 'Content-Type': 'image/png', 'x-amz-tagging': 'state=pending' });
    expect(await presignGet(key, fileName, signingDate)).toBe(expected.get);
  });

  it('match the SDK presigner against S3 in the region (virtual-hosted, session token)', async () => {
    delete process.env.S3_ENDPOINT;
    Object.assign(process.env, { AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token' });
    forgetEnv();
    const expected = await sdkUrls();
    const put = await presignPut(key, 'image/png', signingDate);
    expect(put.url).toMatch(/^https:\/\/[a-z0-9.-]+\.s3\.eu-west-1\.amazonaws\.com\/clients\//);
    expect(put.url).toContain('X-Amz-Security-Token=token');
    expect(put.url).toBe(expected.put);
    expect(await presignGet(key, fileName, signingDate)).toBe(expected.get);
  });
});
