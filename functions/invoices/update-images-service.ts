// Images of an invoice (REFERENCE §3.8 "Images: the owner while submitted or rejected, or an admin";
// §4.4 update_images): new `invoice_image` uploads are confirmed in the same transaction as the
// versioned edit that attaches them; ≤ 10 per side.
import type { Invoice } from '#functions/contract/invoice-views.ts';
import { invoiceStatuses, type UpdateImagesBody } from '#functions/contract/invoices.ts';
import { addInvoiceImages, nextImages } from '#functions/invoices/attach-images.ts';
import { toInvoice } from '#functions/invoices/read/invoice-dto.ts';
import { addInvoiceEdit, imageItem } from '#functions/invoices/invoice-write-repository.ts';
import { loadVisibleInvoice } from '#functions/invoices/read/invoice-visibility.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { forbidden } from '#functions/lib/errors/app-error.ts';

const ownerStatuses = ['submitted', 'rejected'] as const;

export async function updateInvoiceImages({ caller, id, body }: { caller: StaffCaller; id: string; body: UpdateImagesBody }): Promise<Invoice> {
  const current = await loadVisibleInvoice(caller, id);
  const owner = current.employeeId === caller.employeeId && current.kind !== 'mentor_fee';
  if (!caller.isAdmin && !(owner && (ownerStatuses as readonly string[]).includes(current.status))) {
    throw forbidden('Images can be changed by the provider while the invoice is submitted or rejected.');
  }
  const plan = new TransactionPlan();
  const added = {
    before: await addInvoiceImages({ plan, caller, uploadIds: body.before_upload_ids, field: 'before_upload_ids' }),
    after: await addInvoiceImages({ plan, caller, uploadIds: body.after_upload_ids, field: 'after_upload_ids' }),
  };
  const beforeImages = nextImages({ current: current.beforeImages, added: added.before, dropped: body.deleted_before_image_ids, field: 'before_upload_ids' });
  const afterImages = nextImages({ current: current.afterImages, added: added.after, dropped: body.deleted_after_image_ids, field: 'after_upload_ids' });
  const now = new Date().toISOString();
  const next = { ...current, beforeImages, afterImages, version: current.version + 1, updatedAt: now };
  addInvoiceEdit({
    plan, before: current, after: next, now, statuses: caller.isAdmin ? invoiceStatuses : ownerStatuses, zone: (await loadPracticeSettings()).timezone,
    set: { before_images: beforeImages.map(imageItem), after_images: afterImages.map(imageItem) },
  });
  await plan.commit();
  return toInvoice(next);
}
