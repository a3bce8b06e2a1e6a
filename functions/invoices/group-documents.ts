// After a change completes a family of a group (all its non-rejected invoices finalized or later):
// the documents side renders and stores the final group PDF and sends "Invoice Attachment."; the
// stored key goes on the group (REFERENCE §3.8 Finalize, Reject). After the commit; never fails the request.
import type { GroupState } from '#functions/invoices/load-invoice.ts';
import type { InvoiceNotices } from '#functions/invoices/invoice-notices.ts';
import { setGroupDocument } from '#functions/invoices/invoice-write-repository.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import type { GroupFamily } from '#functions/model/invoice-keys.ts';

export async function sendGroupDocument({ state, family, notices, logger }: {
  state: GroupState; family: GroupFamily; notices: InvoiceNotices; logger: Logger;
}): Promise<void> {
  try {
    const key = await notices.groupFinalized({ group: state.group, family, members: [...state.members.values()] });
    if (key !== null) await setGroupDocument(state.group.id, family === 'mentor' ? 'mentor_document' : 'document', key);
  } catch (error) {
    logger.error('invoice group document failed', { invoice_group_id: state.group.id, family, err: error });
  }
}
