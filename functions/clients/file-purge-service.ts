// The purge step of the scheduled job (REFERENCE §3.3): unconfirmed client files and uploads 24 h
// after their slot was requested, deleted client files 30 days after the delete. Bounded per run;
// the object goes first, then the item, so a crash in between is retried on the next run.
import { deleteIfStillDue, listDue } from '#functions/clients/file-purge-repository.ts';
import { deleteObject } from '#functions/lib/storage/object-storage-repository.ts';

export interface PurgeResult {
  files: number;
  uploads: number;
  /** True when a queue had more due items than this run's limit. */
  more: boolean;
}

export async function purgeExpiredFiles(now: Date = new Date(), limitPerQueue = 50): Promise<PurgeResult> {
  const at = now.toISOString();
  const result: PurgeResult = { files: 0, uploads: 0, more: false };
  for (const kind of ['file', 'upload'] as const) {
    const due = await listDue(kind, at, limitPerQueue);
    if (due.length === limitPerQueue) result.more = true;
    for (const item of due) {
      await deleteObject(item.objectKey);
      if (await deleteIfStillDue(item)) result[kind === 'file' ? 'files' : 'uploads'] += 1;
    }
  }
  return result;
}
