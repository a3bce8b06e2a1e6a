// An invoice's PDF for `show_pdf` and `download_attachment` (REFERENCE §3.12, §4.4): only for an
// invoice the caller may see, rendered once per state (draft/final) and version and kept in S3 under
// the invoices' key scheme, so a re-request serves the stored file and a change makes a new one.
import { invoiceObjects } from '#functions/model/invoice-keys.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { getObject, putObject } from '#functions/lib/storage/object-storage-repository.ts';
import { loadVisibleInvoice } from '#functions/invoices/public.ts';
import { invoicePdfFileName } from '#functions/documents/document-file-names.ts';
import { documentPractice, invoicePdfView, isFinalizedInvoice } from '#functions/documents/invoice-record-views.ts';
import { renderInvoicePdf } from '#functions/documents/invoice-pdf.ts';

export interface StoredPdf {
  bytes: Uint8Array;
  fileName: string;
}

export async function loadInvoicePdf(caller: StaffCaller, invoiceId: string): Promise<StoredPdf> {
  const invoice = await loadVisibleInvoice(caller, invoiceId);
  const finalized = isFinalizedInvoice(invoice);
  // A finalized invoice's PDF is the one its finalization stored, when it did.
  const key = (finalized ? invoice.document : null) ?? invoiceObjects.invoicePdf(invoice.id, finalized ? 'final' : 'draft', invoice.version);
  const fileName = invoicePdfFileName(invoice.number);
  const stored = await getObject(key);
  if (stored) return { bytes: stored, fileName };
  const bytes = await renderInvoicePdf(invoicePdfView(invoice), documentPractice(await loadPracticeSettings()));
  await putObject(key, bytes, 'application/pdf');
  return { bytes, fileName };
}
