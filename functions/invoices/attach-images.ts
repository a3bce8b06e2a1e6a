// Invoice images (REFERENCE §3.8 step 6, §4.4 update_images): uploads of purpose `invoice_image`
// from `POST /api/uploads`, confirmed inside the write that attaches them; ≤ 10 per side.
import { maxImagesPerSide } from '#functions/contract/invoices.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { badRequest } from '#functions/lib/errors/app-error.ts';
import { addUploadUse } from '#functions/lib/uploads/upload-service.ts';
import type { StoredImage } from '#functions/model/invoice-record.ts';

/** Confirms each upload in `plan` and returns what the invoice stores of it. */
export async function addInvoiceImages({ plan, caller, uploadIds, field }: {
  plan: TransactionPlan; caller: StaffCaller; uploadIds: readonly string[]; field: string;
}): Promise<StoredImage[]> {
  const images: StoredImage[] = [];
  for (const id of new Set(uploadIds)) {
    const upload = await addUploadUse(plan, caller, id, 'invoice_image', field);
    images.push({ id: upload.id, fileName: upload.fileName, contentType: upload.contentType, sizeBytes: upload.sizeBytes, objectKey: upload.objectKey });
  }
  return images;
}

/** The side after adding and dropping images, refused past the limit. */
export function nextImages({ current, added, dropped, field }: {
  current: readonly StoredImage[]; added: readonly StoredImage[]; dropped: readonly string[]; field: string;
}): StoredImage[] {
  const gone = new Set(dropped);
  const next = [...current.filter((i) => !gone.has(i.id)), ...added.filter((a) => !current.some((c) => c.id === a.id))];
  if (next.length > maxImagesPerSide) throw badRequest({ [field]: `At most ${maxImagesPerSide} images per side` });
  return next;
}
