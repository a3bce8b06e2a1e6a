// POST /api/uploads, then the PUT: a profile photo (or another image) ready to be named in a save.
import { uploadResponse, type UploadPurpose } from '#functions/contract/files.ts';
import { putWithProgress } from '#web/features/customers/api/put-with-progress.ts';
import { apiJson } from '#web/lib/api-client.ts';

/** Returns the upload id to send with the record that uses it. */
export async function uploadImage(purpose: UploadPurpose, file: File, onProgress: (percent: number) => void = () => undefined): Promise<string> {
  const slot = await apiJson('clients.uploads', {
    body: { purpose, file_name: file.name, content_type: file.type, size_bytes: file.size }, schema: uploadResponse,
  });
  await putWithProgress(slot.upload_url, slot.upload_headers, file, onProgress);
  return slot.upload_id;
}
