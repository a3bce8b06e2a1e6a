// Generic image uploads (REFERENCE §3.3, §4.2 `POST /api/uploads`): a presigned PUT now; the write
// that uses the upload later (a profile photo, an invoice image, a signature, a chart image) checks
// what arrived and confirms it in its own transaction (`addUploadUse`).
import { ulid } from 'ulid';
import { imageTypes, uploadMaxBytes, type CreateUploadBody, type UploadPurpose, type UploadResponse } from '#functions/contract/files.ts';
import { addUploadConfirm, getUpload, newUploadItem, uploadFromItem, type UploadRecord } from '#functions/lib/uploads/upload-repository.ts';
import type { Caller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { AppError, unauthenticated } from '#functions/lib/errors/app-error.ts';
import { headObject, presignPut, setLifecycleState } from '#functions/lib/storage/object-storage-repository.ts';

export const fileRejected = (message = 'File type or size not allowed.', fields?: Record<string, string>) =>
  new AppError('file_rejected', 422, message, fields);

function owner(caller: Caller): { type: 'staff' | 'client'; id: string } {
  if (caller.kind === 'staff') return { type: 'staff', id: caller.employeeId };
  if (caller.kind === 'client') return { type: 'client', id: caller.clientId };
  throw unauthenticated();
}

export async function createUpload(caller: Caller, body: CreateUploadBody): Promise<UploadResponse> {
  const by = owner(caller);
  if (!(imageTypes as readonly string[]).includes(body.content_type) || body.size_bytes > uploadMaxBytes[body.purpose]) throw fileRejected();
  const id = ulid();
  const now = new Date();
  const item = newUploadItem({
    id, purpose: body.purpose, ownerType: by.type, ownerId: by.id, fileName: body.file_name, contentType: body.content_type, sizeBytes: body.size_bytes,
  }, now);
  await new TransactionPlan().put(item).commit();
  const put = await presignPut(uploadFromItem(item).objectKey, body.content_type, now);
  return { upload_id: id, upload_url: put.url, upload_headers: put.headers, expires_at: put.expiresAt };
}

/** True when the object under `key` arrived with exactly the declared size and type. */
export async function arrivedAsDeclared(key: string, sizeBytes: number, contentType: string): Promise<boolean> {
  const stored = await headObject(key);
  return stored !== null && stored.size === sizeBytes && stored.contentType === contentType;
}

/**
 * A write starts using an upload: it must be the caller's, of the expected purpose, and its bytes
 * must have arrived as declared. The confirm step joins the caller's plan.
 */
export async function addUploadUse(plan: TransactionPlan, caller: Caller, uploadId: string, purpose: UploadPurpose, field: string): Promise<UploadRecord> {
  const by = owner(caller);
  const upload = await getUpload(uploadId, true);
  if (!upload || upload.ownerId !== by.id || upload.ownerType !== by.type || upload.purpose !== purpose) {
    throw fileRejected('The uploaded file was not found. Please upload it again.', { [field]: 'Upload not found' });
  }
  if (upload.status === 'pending' && !(await arrivedAsDeclared(upload.objectKey, upload.sizeBytes, upload.contentType))) {
    throw fileRejected('The file did not arrive complete. Please upload it again.', { [field]: 'Upload incomplete' });
  }
  if (upload.status === 'pending') await setLifecycleState(upload.objectKey, 'ready');
  addUploadConfirm(plan, upload.id, new Date().toISOString(), () => fileRejected('The upload has expired. Please upload it again.', { [field]: 'Upload expired' }));
  return upload;
}
