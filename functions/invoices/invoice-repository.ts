// Reads of the invoice aggregate by key (docs/data-model.md §3.8), for the write flows and the read
// routes alike: one function per access pattern, eventually consistent unless a write is about to
// depend on it. The lists are in read/invoice-read-repository.ts; writes in invoice-write-repository.ts.
import { invoiceKeys } from '#functions/model/invoice-keys.ts';
import { invoiceFromItem, type InvoiceRecord } from '#functions/model/invoice-record.ts';
import { invoiceCounterFromItem, invoiceGroupFromItem, type InvoiceGroupRecord } from '#functions/model/invoice-group-record.ts';
import { keys } from '#functions/lib/db/keys.ts';
import { batchGet } from '#functions/lib/db/queries.ts';
import { getItem } from '#functions/lib/db/read.ts';

/** AP-INV-7: the invoice root (deleted ones included; the access step answers 404 for them). */
export async function getInvoice(id: string, consistent = false): Promise<InvoiceRecord | undefined> {
  const item = await getItem(invoiceKeys.invoice(id), consistent);
  return item ? invoiceFromItem(item) : undefined;
}

/** AP-INV-8 / AP-INV-9: invoices by id (BatchGet; missing ones left out, in no particular order). */
export async function getInvoices(ids: readonly string[], consistent = false): Promise<InvoiceRecord[]> {
  return ids.length === 0 ? [] : (await batchGet(ids.map((id) => invoiceKeys.invoice(id)), consistent)).map(invoiceFromItem);
}

/** AP-INV-8: the group root. */
export async function getInvoiceGroup(id: string, consistent = false): Promise<InvoiceGroupRecord | undefined> {
  const item = await getItem(invoiceKeys.group(id), consistent);
  return item ? invoiceGroupFromItem(item) : undefined;
}

/** AP-INV-8: group roots by id (BatchGet). */
export async function getInvoiceGroups(ids: readonly string[]): Promise<InvoiceGroupRecord[]> {
  return ids.length === 0 ? [] : (await batchGet(ids.map((id) => invoiceKeys.group(id)))).map(invoiceGroupFromItem);
}

/** AP-INV-13: the last number given (0 before the first invoice), read consistently before T-SUBMIT. */
export async function readInvoiceCounter(): Promise<number> {
  return invoiceCounterFromItem(await getItem(keys.counter('INVOICE_NUMBER'), true));
}
