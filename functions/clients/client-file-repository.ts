// Client files (FileUpload, data model §2.2): `CLIENT#<clientId>/FILE#<fileId>`, pending → ready →
// deleted. While a purge is due (pending: created + 24 h; deleted: + 30 d) the item sits in the
// `PURGE#file` queue (AP-CLI-8).
import { clientKeys } from '#functions/model/client-keys.ts';
import { batchGet, queryChildren } from '#functions/lib/db/queries.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict, type AppError } from '#functions/lib/errors/app-error.ts';

export const pendingFileLifetimeMs = 24 * 60 * 60 * 1000;
export const deletedFileRetentionMs = 30 * 24 * 60 * 60 * 1000;

export interface ClientFileRecord {
  id: string;
  clientId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  description: string | null;
  objectKey: string;
  status: 'pending' | 'ready' | 'deleted';
  uploadedBy: string;
  createdAt: string;
}

const fileStatuses = ['pending', 'ready', 'deleted'] as const;

export function fileFromItem(item: Item): ClientFileRecord {
  const r = readItem('client_file', item);
  return {
    id: r.string('id'), clientId: r.string('client_id'), fileName: r.string('file_name'), contentType: r.string('content_type'),
    sizeBytes: r.int('size_bytes'), description: r.optionalString('description'), objectKey: r.string('object_key'),
    status: r.enumValue('status', fileStatuses), uploadedBy: r.string('uploaded_by'), createdAt: r.string('created_at'),
  };
}

export interface NewClientFile {
  id: string; clientId: string; fileName: string; contentType: string; sizeBytes: number; description: string | null; uploadedBy: string;
}

export function newClientFileItem(f: NewClientFile, now: Date): Item {
  const purgeAt = new Date(now.getTime() + pendingFileLifetimeMs).toISOString();
  return {
    ...clientKeys.file(f.clientId, f.id), ...clientKeys.filePurge(purgeAt, f.id), entity: 'client_file', id: f.id, client_id: f.clientId,
    file_name: f.fileName, content_type: f.contentType, size_bytes: f.sizeBytes, description: f.description,
    object_key: clientKeys.fileObject(f.clientId, f.id), status: 'pending', uploaded_by: f.uploadedBy, purge_at: purgeAt,
    created_at: now.toISOString(), updated_at: now.toISOString(), version: 1,
  };
}

/** A file already confirmed (the seed's demo files): ready and out of the purge queue. */
export function readyClientFileItem(f: NewClientFile, now: Date): Item {
  const { GSI1PK: _pk, GSI1SK: _sk, purge_at: _p, ...item } = newClientFileItem(f, now);
  return { ...item, status: 'ready' };
}

/** AP-CLI-6: a client's ready files, newest first. */
export async function listReadyFiles(clientId: string): Promise<ClientFileRecord[]> {
  const items = await queryChildren(clientKeys.client(clientId).PK, clientKeys.filePrefix);
  return items.map(fileFromItem).filter((f) => f.status === 'ready').sort((a, b) => b.id.localeCompare(a.id));
}

/** AP-CLI-7 for the ids of one client (BatchGet, consistent: a confirm or delete decides on them). */
export async function getClientFiles(clientId: string, ids: readonly string[]): Promise<ClientFileRecord[]> {
  return (await batchGet(ids.map((id) => clientKeys.file(clientId, id)), true)).map(fileFromItem);
}

/** pending → ready; leaves the purge queue. */
export function addFileConfirm(plan: TransactionPlan, file: ClientFileRecord, now: string, onFail: () => AppError = () => conflict()): void {
  plan.update(clientKeys.file(file.clientId, file.id), {
    expression: 'SET #s = :ready, #u = :now REMOVE GSI1PK, GSI1SK, purge_at',
    condition: '#s = :pending',
    names: { '#s': 'status', '#u': 'updated_at' },
    values: { ':ready': 'ready', ':pending': 'pending', ':now': now },
  }, onFail);
}

/** ready → deleted; the object is purged 30 days later. */
export function addFileDelete(plan: TransactionPlan, file: ClientFileRecord, now: Date, onFail: () => AppError): void {
  const purgeAt = new Date(now.getTime() + deletedFileRetentionMs).toISOString();
  const queue = clientKeys.filePurge(purgeAt, file.id);
  plan.update(clientKeys.file(file.clientId, file.id), {
    expression: 'SET #s = :deleted, deleted_at = :now, #u = :now, purge_at = :purge, GSI1PK = :qpk, GSI1SK = :qsk',
    condition: '#s = :ready',
    names: { '#s': 'status', '#u': 'updated_at' },
    values: { ':deleted': 'deleted', ':ready': 'ready', ':now': now.toISOString(), ':purge': purgeAt, ':qpk': queue.GSI1PK, ':qsk': queue.GSI1SK },
  }, onFail);
}
