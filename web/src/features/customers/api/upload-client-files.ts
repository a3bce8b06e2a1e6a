// The three steps of a client file upload (REFERENCE §3.3 CB 10): ask for slots, PUT each file's bytes
// straight to storage (XHR, for its progress events), then confirm each file that arrived.
import { confirmedFilesResponse, maxSlotsPerCall, uploadSlotsResponse, type FileRef, type UploadSlot } from '#functions/contract/files.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { putWithProgress } from '#web/features/customers/api/put-with-progress.ts';

export interface UploadProgress {
  file: File;
  /** 0–100. */
  percent: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

export async function requestSlots(clientId: string, files: readonly File[], description: string): Promise<UploadSlot[]> {
  const slots: UploadSlot[] = [];
  for (let i = 0; i < files.length; i += maxSlotsPerCall) {
    const batch = files.slice(i, i + maxSlotsPerCall).map((f) => ({
      file_name: f.name, content_type: f.type, size_bytes: f.size, description: description.trim() || null,
    }));
    slots.push(...(await apiJson('clients.upload_files', { params: { id: clientId }, body: { files: batch }, schema: uploadSlotsResponse })).files);
  }
  return slots;
}

export async function confirmFile(clientId: string, fileId: string): Promise<FileRef | undefined> {
  return (await apiJson('clients.upload_files', { params: { id: clientId }, body: { completed_file_ids: [fileId] }, schema: confirmedFilesResponse })).files[0];
}

/** Uploads one file into its slot and confirms it, reporting progress as it goes. */
export async function uploadIntoSlot(clientId: string, file: File, slot: UploadSlot, onProgress: (percent: number) => void): Promise<void> {
  await putWithProgress(slot.upload_url, slot.upload_headers, file, onProgress);
  await confirmFile(clientId, slot.id);
}
