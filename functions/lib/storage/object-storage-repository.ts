// The private files bucket (ARCHITECTURE §1): presigned PUTs for uploads, presigned GETs for
// downloads, HeadObject to confirm what arrived, and deletes for the purge. s3rver locally
// (`S3_ENDPOINT`, path-style), S3 in the stack. The only module that talks to S3.
import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, PutObjectTaggingCommand, S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { env } from '#functions/lib/config/env.ts';

/** Upload slots live 15 minutes; download links 5 minutes (REFERENCE §3.3). */
export const putUrlSeconds = 15 * 60;
export const getUrlSeconds = 5 * 60;

let client: S3Client | undefined;
function s3(): S3Client {
  const { AWS_REGION, S3_ENDPOINT } = env();
  client ??= new S3Client({
    region: AWS_REGION,
    // s3rver checks signatures against its one built-in key pair.
    ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } } : {}),
    // Presigned URLs must not carry a checksum the browser cannot compute.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return client;
}
const bucket = () => env().FILES_BUCKET;

export interface PresignedPut {
  url: string;
  /** The browser must send exactly these headers with its PUT (they are signed). */
  headers: Record<string, string>;
  expiresAt: string;
}

/**
 * The lifecycle tag (infra: storage-buckets): S3 expires `pending` objects after 2 days and `deleted`
 * ones after 31, a backstop behind the purge job, which normally deletes them first (24 h, 30 d).
 */
export type LifecycleState = 'pending' | 'ready' | 'deleted';
const lifecycleTag = (state: LifecycleState) => `state=${state}`;

/** A PUT URL whose upload arrives tagged `pending`; the headers are signed, so the browser sends them as given. */
export async function presignPut(key: string, contentType: string, now = new Date()): Promise<PresignedPut> {
  const tagging = lifecycleTag('pending');
  const url = await getSignedUrl(s3(), new PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: contentType, Tagging: tagging }), {
    expiresIn: putUrlSeconds, signableHeaders: new Set(['content-type', 'x-amz-tagging']), unhoistableHeaders: new Set(['x-amz-tagging']),
  });
  return { url, headers: { 'Content-Type': contentType, 'x-amz-tagging': tagging }, expiresAt: new Date(now.getTime() + putUrlSeconds * 1000).toISOString() };
}

/** Replaces the lifecycle tag: `ready` before a confirm commits (no rule matches it), `deleted` after a delete. */
export async function setLifecycleState(key: string, state: LifecycleState): Promise<void> {
  await s3().send(new PutObjectTaggingCommand({ Bucket: bucket(), Key: key, Tagging: { TagSet: [{ Key: 'state', Value: state }] } }));
}

/** A 5-minute download link; `inline` so images and PDFs preview, with the file's own name. */
export function presignGet(key: string, fileName: string): Promise<string> {
  const safe = fileName.replace(/["\\\r\n]/g, '_');
  return getSignedUrl(s3(), new GetObjectCommand({
    Bucket: bucket(), Key: key, ResponseContentDisposition: `inline; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  }), { expiresIn: getUrlSeconds });
}

export interface StoredObject {
  size: number;
  contentType: string | null;
}

/** What actually arrived under `key`, or null when nothing did. */
export async function headObject(key: string): Promise<StoredObject | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
  } catch (error) {
    if (error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
    throw error;
  }
}

/** Deleting a missing object succeeds, so the purge can be re-run. */
export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** Server-side writes (the local seed's demo files). */
export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}
