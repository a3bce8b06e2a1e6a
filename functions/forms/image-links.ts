// FileRefs (REFERENCE §4.0) for the uploads clinical records name: drawn signatures, drawings and
// photos, each with a 5-minute link. The caller audits the download.
import type { FileRef } from '#functions/contract/files.ts';
import { presignGet } from '#functions/lib/storage/object-storage-repository.ts';
import { getUploads } from '#functions/lib/uploads/upload-repository.ts';

export async function imageLinks(uploadIds: readonly string[]): Promise<FileRef[]> {
  if (uploadIds.length === 0) return [];
  const uploads = await getUploads(uploadIds);
  return Promise.all(uploads.map(async (u) => ({
    id: u.id, file_name: u.fileName, content_type: u.contentType, size_bytes: u.sizeBytes, url: await presignGet(u.objectKey, u.fileName),
  })));
}
