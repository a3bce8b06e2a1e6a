// The private files bucket (ARCHITECTURE §1): presigned PUTs for uploads, presigned GETs for
// downloads, HeadObject to confirm what arrived, and deletes for the purge. s3rver locally
// (`S3_ENDPOINT`, path-style), S3 in the stack. With s3-request.ts, the only module that talks to S3.
import { createHash } from 'node:crypto';
import { presignUrl, sendS3 } from '#functions/lib/storage/s3-request.ts';
import { contentDisposition } from '#functions/lib/http/content-disposition.ts';

/** Upload slots live 15 minutes; download links 5 minutes (REFERENCE §3.3). */
export const putUrlSeconds = 15 * 60;
export const getUrlSeconds = 5 * 60;

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
  const url = await presignUrl({
    method: 'PUT', key, query: { 'x-id': 'PutObject' }, headers: { 'content-type': contentType, 'x-amz-tagging': tagging },
  }, putUrlSeconds, now, ['content-type', 'x-amz-tagging']);
  return { url, headers: { 'Content-Type': contentType, 'x-amz-tagging': tagging }, expiresAt: new Date(now.getTime() + putUrlSeconds * 1000).toISOString() };
}

/** Replaces the lifecycle tag: `ready` before a confirm commits (no rule matches it), `deleted` after a delete. */
export async function setLifecycleState(key: string, state: LifecycleState): Promise<void> {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Tagging xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><TagSet><Tag><Key>state</Key><Value>${state}</Value></Tag></TagSet></Tagging>`;
  // PutObjectTagging requires an integrity header; Content-MD5 is the one every S3 (and s3rver) knows.
  const md5 = createHash('md5').update(body).digest('base64');
  await sendS3({ method: 'PUT', key, query: { tagging: '' }, headers: { 'content-type': 'application/xml', 'content-md5': md5 }, body });
}

/** A 5-minute download link; `inline` so images and PDFs preview, with the file's own name. */
export function presignGet(key: string, fileName: string, now = new Date()): Promise<string> {
  return presignUrl({ method: 'GET', key, query: { 'response-content-disposition': contentDisposition('inline', fileName), 'x-id': 'GetObject' } }, getUrlSeconds, now);
}

export interface StoredObject {
  size: number;
  contentType: string | null;
}

/** What actually arrived under `key`, or null when nothing did. */
export async function headObject(key: string): Promise<StoredObject | null> {
  const res = await sendS3({ method: 'HEAD', key }, (status) => status === 200 || status === 404);
  if (res.status === 404) return null;
  return { size: Number(res.headers.get('content-length') ?? 0), contentType: res.headers.get('content-type') };
}

/** Deleting a missing object succeeds, so the purge can be re-run. */
export async function deleteObject(key: string): Promise<void> {
  await sendS3({ method: 'DELETE', key });
}

/** The bytes stored under `key`, or null when nothing is (a stored PDF served again). */
export async function getObject(key: string): Promise<Uint8Array | null> {
  const res = await sendS3({ method: 'GET', key }, (status) => status === 200 || status === 404);
  return res.status === 404 ? null : new Uint8Array(await res.arrayBuffer());
}

/** Server-side writes (the local seed's demo files, rendered PDFs). */
export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  // fetch takes only ArrayBuffer-backed bytes; the copy is the seed's, off any request path.
  await sendS3({ method: 'PUT', key, headers: { 'content-type': contentType }, body: new Uint8Array(body) });
}
