// Client files (REFERENCE §3.3 CB 10, CB 14): upload slots, confirm, list with 5-minute links, delete.
// Files are clinical data: only admins and linked staff reach them, and every access is audited
// (writes inside their transaction, reads in the same request, one event per file).
import { ulid } from 'ulid';
import type { ClientFile, FileRef, FileSlotRequest, UploadSlot } from '#functions/contract/files.ts';
import { clientFileMaxBytes, clientFileTypes } from '#functions/contract/files.ts';
import { loadAccessibleClient } from '#functions/clients/client-access.ts';
import {
  addFileConfirm, addFileDelete, fileFromItem, getClientFiles, listReadyFiles, newClientFileItem, type ClientFileRecord,
} from '#functions/clients/client-file-repository.ts';
import { arrivedAsDeclared, fileRejected } from '#functions/lib/uploads/upload-service.ts';
import { addAuditEvent, appendAuditEvents, type AuditEntry } from '#functions/lib/audit/audit-repository.ts';
import type { AuditAction } from '#functions/contract/audit.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import type { RequestInfo } from '#functions/lib/http/endpoint.ts';
import { presignGet, presignPut, setLifecycleState } from '#functions/lib/storage/object-storage-repository.ts';

export interface Access {
  caller: StaffCaller;
  request: Pick<RequestInfo, 'ip' | 'userAgent'>;
}

const audit = ({ caller, request }: Access, action: AuditAction, file: { id: string; clientId: string }): AuditEntry => ({
  actor: { type: 'staff', id: caller.employeeId }, action, resourceType: 'client_file', resourceId: file.id, clientId: file.clientId,
  ip: request.ip, userAgent: request.userAgent,
});

function assertAllowed(files: readonly FileSlotRequest[]): void {
  const bad = files.findIndex((f) => !(clientFileTypes as readonly string[]).includes(f.content_type) || f.size_bytes > clientFileMaxBytes);
  if (bad >= 0) throw fileRejected(undefined, { [`files.${bad}`]: 'Allowed: PDF, JPEG, PNG, WEBP or HEIC, up to 20 MB.' });
}

/** Step 1: ≤ 10 pending files, each with a 15-minute PUT URL and the headers the PUT must carry. */
export async function requestUploadSlots(access: Access, clientId: string, files: readonly FileSlotRequest[]): Promise<UploadSlot[]> {
  await loadAccessibleClient(access.caller, clientId, 'clinical');
  assertAllowed(files);
  const now = new Date();
  const items = files.map((f) => newClientFileItem({
    id: ulid(), clientId, fileName: f.file_name, contentType: f.content_type, sizeBytes: f.size_bytes,
    description: f.description ?? null, uploadedBy: access.caller.employeeId,
  }, now));
  const plan = new TransactionPlan();
  items.forEach((item) => plan.put(item));
  await plan.commit();
  return Promise.all(items.map(fileFromItem).map(async (file) => {
    const put = await presignPut(file.objectKey, file.contentType, now);
    return { id: file.id, upload_url: put.url, upload_headers: put.headers, expires_at: put.expiresAt };
  }));
}

async function fileRefOf(f: ClientFileRecord): Promise<FileRef> {
  return { id: f.id, file_name: f.fileName, content_type: f.contentType, size_bytes: f.sizeBytes, url: await presignGet(f.objectKey, f.fileName) };
}

/**
 * Step 3: the bytes arrived with the declared size and type → ready, audited in the same
 * transaction. All or nothing: a file whose bytes never arrived keeps the whole call from confirming.
 */
export async function confirmUploads(access: Access, clientId: string, ids: readonly string[]): Promise<FileRef[]> {
  await loadAccessibleClient(access.caller, clientId, 'clinical');
  const unique = [...new Set(ids)];
  const files = await getClientFiles(clientId, unique);
  if (files.length !== unique.length || files.some((f) => f.status === 'deleted')) throw notFound();
  const pending = files.filter((f) => f.status === 'pending');
  const arrived = await Promise.all(pending.map((f) => arrivedAsDeclared(f.objectKey, f.sizeBytes, f.contentType)));
  const missing = pending.filter((_, i) => !arrived[i]);
  if (missing.length > 0) {
    throw fileRejected('The file did not arrive complete. Please upload it again.', Object.fromEntries(missing.map((f) => [f.id, `${f.fileName} did not arrive`])));
  }
  // Tagged `ready` before the commit: a failed commit leaves a pending item the purge job still removes.
  await Promise.all(pending.map((f) => setLifecycleState(f.objectKey, 'ready')));
  const now = new Date().toISOString();
  const plan = new TransactionPlan();
  for (const f of pending) {
    addFileConfirm(plan, f, now);
    addAuditEvent(plan, audit(access, 'create', f));
  }
  await plan.commit();
  return Promise.all(files.map(fileRefOf));
}

/** The ready files with 5-minute links; each link handed out is a presigned download, audited. */
export async function listFiles(access: Access, clientId: string): Promise<ClientFile[]> {
  await loadAccessibleClient(access.caller, clientId, 'clinical');
  const files = await listReadyFiles(clientId);
  const refs = await Promise.all(files.map(fileRefOf));
  await appendAuditEvents(files.map((f) => audit(access, 'download', f)));
  return files.map((f, i) => ({ ...(refs[i] as FileRef), description: f.description, created_at: f.createdAt }));
}

export async function deleteFile(access: Access, clientId: string, fileId: string): Promise<void> {
  await loadAccessibleClient(access.caller, clientId, 'clinical');
  const [file] = await getClientFiles(clientId, [fileId]);
  if (!file || file.status !== 'ready') throw notFound();
  const plan = new TransactionPlan();
  addFileDelete(plan, file, new Date(), () => notFound());
  addAuditEvent(plan, audit(access, 'delete', file));
  await plan.commit();
  // The storage backstop; the purge job deletes the object after 30 days in any case.
  await setLifecycleState(file.objectKey, 'deleted').catch(() => undefined);
}
