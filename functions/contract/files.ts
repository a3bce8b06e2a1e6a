// Files through presigned URLs (REFERENCE §3.3 CB 10, §4.2): client files (upload slots, confirm,
// list, delete) and the generic image upload. Bytes never travel in JSON.
import * as z from 'zod';
import { id, plainText, requiredText } from '#functions/contract/common.ts';

export const megabyte = 1024 * 1024;
export const clientFileTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export const clientFileMaxBytes = 20 * megabyte;
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export const uploadPurposes = ['invoice_image', 'signature', 'profile_photo', 'chart_image'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];
/** Images ≤ 10 MB; a drawn signature ≤ 1 MB. */
export const uploadMaxBytes: Record<UploadPurpose, number> = {
  invoice_image: 10 * megabyte, signature: megabyte, profile_photo: 10 * megabyte, chart_image: 10 * megabyte,
};
export const maxSlotsPerCall = 10;

/** FileRef (REFERENCE §4.0): `url` is presigned for 5 minutes. */
export const fileRef = z.object({ id: z.string(), file_name: z.string(), content_type: z.string(), size_bytes: z.int(), url: z.string() });
export type FileRef = z.infer<typeof fileRef>;
export const clientFile = fileRef.extend({ description: z.string().nullable(), created_at: z.string() });
export type ClientFile = z.infer<typeof clientFile>;

const fileName = requiredText(200).refine((n) => !/[\\/]/.test(n), 'File name may not contain slashes');
export const fileSlotRequest = z.object({
  file_name: fileName,
  content_type: plainText(100).toLowerCase(),
  size_bytes: z.int().min(1),
  description: plainText(500, { multiline: true }).transform((v) => (v === '' ? null : v)).nullable().optional(),
});
export type FileSlotRequest = z.output<typeof fileSlotRequest>;

/** POST /api/clients/{id}/upload_files: request slots, or confirm the uploads that arrived. */
export const uploadFilesBody = z.union([
  z.object({ files: z.array(fileSlotRequest).min(1).max(maxSlotsPerCall) }).strict(),
  z.object({ completed_file_ids: z.array(id).min(1).max(maxSlotsPerCall) }).strict(),
]);
export type UploadFilesBody = z.output<typeof uploadFilesBody>;

export const uploadSlot = z.object({
  id: z.string(), upload_url: z.url(), upload_headers: z.record(z.string(), z.string()), expires_at: z.string(),
});
export type UploadSlot = z.infer<typeof uploadSlot>;
export const uploadSlotsResponse = z.object({ files: z.array(uploadSlot) });
export const confirmedFilesResponse = z.object({ files: z.array(fileRef) });
export const uploadFilesResponse = z.union([uploadSlotsResponse, confirmedFilesResponse]);
export type UploadFilesResponse = z.infer<typeof uploadFilesResponse>;

export const clientFilesResponse = z.object({ files: z.array(clientFile) });
export type ClientFilesResponse = z.infer<typeof clientFilesResponse>;
export const deleteFileBody = z.object({ file_id: id });

/** POST /api/uploads. */
export const createUploadBody = z.object({
  purpose: z.enum(uploadPurposes), file_name: fileName, content_type: plainText(100).toLowerCase(), size_bytes: z.int().min(1),
});
export type CreateUploadBody = z.output<typeof createUploadBody>;
export const uploadResponse = z.object({
  upload_id: z.string(), upload_url: z.url(), upload_headers: z.record(z.string(), z.string()), expires_at: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;
