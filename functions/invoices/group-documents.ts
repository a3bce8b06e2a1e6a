// After a change completes a family of a group (all its non-rejected invoices finalized or later):
// render and store the final group PDF (or mentor group PDF), record its key on the group, and send
// "Invoice Attachment." (REFERENCE §3.8 Finalize, Reject). Runs after the commit; never fails the request.
import { familyMembers, type GroupState } from '#functions/invoices/load-invoice.ts';
import type { InvoiceNotices } from '#functions/invoices/invoice-notices.ts';
import { setGroupDocument } from '#functions/invoices/invoice-write-repository.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import { invoiceObjects, type GroupFamily } from '#functions/model/invoice-keys.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

export async function sendGroupDocument({ state, family, changed, notices, logger }: {
  state: GroupState; family: GroupFamily; changed: readonly InvoiceRecord[]; notices: InvoiceNotices; logger: Logger;
}): Promise<void> {
  const invoices = familyMembers(state, family, changed).sort((a, b) => a.number - b.number);
  const key = invoiceObjects.groupPdf(state.group.id, family, 'final', state.group.version);
  try {
    await notices.storeGroupPdf({ group: state.group, family, invoices, key });
    await setGroupDocument(state.group.id, family === 'mentor' ? 'mentor_document' : 'document', key);
    await notices.groupFinalized({ group: state.group, family, invoices, key });
  } catch (error) {
    logger.error('invoice group document failed', { invoice_group_id: state.group.id, family, err: error });
  }
}
