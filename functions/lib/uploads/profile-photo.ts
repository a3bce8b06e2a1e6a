// Profile photos, for clients and employees alike (REFERENCE §4.2): a `profile_photo` upload from
// POST /api/uploads, the caller's own, whose bytes arrived; the write that uses it confirms it.
import { addUploadUse } from '#functions/lib/uploads/upload-service.ts';
import type { Caller } from '#functions/lib/auth/caller.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';

/**
 * The photo attributes a write sets: `undefined` leaves the photo, `null` clears it, an id uses that
 * upload (its confirmation joins `plan`, so the photo and the write land together or not at all).
 */
export async function profilePhotoFields(plan: TransactionPlan, caller: Caller, uploadId: string | null | undefined): Promise<Record<string, unknown>> {
  if (uploadId === undefined) return {};
  if (uploadId === null) return { profile_photo_upload_id: null, profile_photo_key: null };
  const upload = await addUploadUse(plan, caller, uploadId, 'profile_photo', 'profile_photo_upload_id');
  return { profile_photo_upload_id: upload.id, profile_photo_key: upload.objectKey };
}
