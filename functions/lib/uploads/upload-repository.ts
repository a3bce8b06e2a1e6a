// Generic uploads (`POST /api/uploads`, data model §2.2): `UPLOAD#<id>/#META`, pending until a write
// that uses it confirms it; a pending upload sits in the `PURGE#upload` queue (AP-CLI-10).
import { uploadPurposes, type UploadPurpose } from '#functions/contract/files.ts';
import { clientKeys } from '#functions/model/client-keys.ts';
import { batchGet } from '#functions/lib/db/queries.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { AppError } from '#functions/lib/errors/app-error.ts';

export const pendingLifetimeMs = 24 * 60 * 60 * 1000;

export interface UploadRecord {
  id: string;
  purpose: UploadPurpose;
  ownerType: 'staff' | 'client';
  ownerId: string;
  objectKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  status: 'pending' | 'ready';
}

const ownerTypes = ['client', 'staff'] as const;
const uploadStatuses = ['pending', 'ready'] as const;

export function uploadFromItem(item: Item): UploadRecord {
  const r = readItem('upload', item);
  return {
    id: r.string('id'), purpose: r.enumValue('purpose', uploadPurposes), ownerType: r.enumValue('owner_type', ownerTypes),
    ownerId: r.string('owner_id'), objectKey: r.string('object_key'), fileName: r.stringOr('file_name', 'upload'),
    contentType: r.string('content_type'), sizeBytes: r.int('size_bytes'), status: r.enumValue('status', uploadStatuses),
  };
}

export function newUploadItem(u: Omit<UploadRecord, 'status' | 'objectKey'>, now: Date): Item {
  const purgeAt = new Date(now.getTime() + pendingLifetimeMs).toISOString();
  return {
    ...clientKeys.upload(u.id), ...clientKeys.uploadPurge(purgeAt, u.id), entity: 'upload', id: u.id, purpose: u.purpose,
    owner_type: u.ownerType, owner_id: u.ownerId, object_key: clientKeys.uploadObject(u.purpose, u.id), file_name: u.fileName,
    content_type: u.contentType, size_bytes: u.sizeBytes, status: 'pending', purge_at: purgeAt,
    created_at: now.toISOString(), updated_at: now.toISOString(), version: 1,
  };
}

/** AP-CLI-9. */
export async function getUpload(id: string, consistent = false): Promise<UploadRecord | undefined> {
  const item = await getItem(clientKeys.upload(id), consistent);
  return item ? uploadFromItem(item) : undefined;
}

/** AP-CLI-9 for several (FileRefs of invoice images, photos). */
export async function getUploads(ids: readonly string[]): Promise<UploadRecord[]> {
  return (await batchGet(ids.map(clientKeys.upload))).map(uploadFromItem);
}

/** pending → ready inside the transaction that starts using the upload; it leaves the purge queue. */
export function addUploadConfirm(plan: TransactionPlan, id: string, now: string, onFail: () => AppError): void {
  plan.update(clientKeys.upload(id), {
    expression: 'SET #s = :ready, #u = :now REMOVE GSI1PK, GSI1SK, purge_at',
    condition: '#s IN (:pending, :ready)',
    names: { '#s': 'status', '#u': 'updated_at' },
    values: { ':ready': 'ready', ':pending': 'pending', ':now': now },
  }, onFail);
}
