// Reads of the invoice aggregate (docs/data-model.md §3.8): one function per access pattern. Writes
// and item builders are in invoice-write-repository.ts.
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

/** AP-INV-8 / AP-INV-9: invoices by id (BatchGet), keyed by id. */
export async function getInvoices(ids: readonly string[], consistent = false): Promise<Map<string, InvoiceRecord>> {
  if (ids.length === 0) return new Map();
  const items = await batchGet(ids.map((id) => invoiceKeys.invoice(id)), consistent);
  return new Map(items.map(invoiceFromItem).map((r) => [r.id, r]));
}

/** AP-INV-8: the group root. */
export async function getInvoiceGroup(id: string, consistent = false): Promise<InvoiceGroupRecord | undefined> {
  const item = await getItem(invoiceKeys.group(id), consistent);
  return item ? invoiceGroupFromItem(item) : undefined;
}

/** AP-INV-13: the last number given (0 before the first invoice), read consistently before T-SUBMIT. */
export async function readInvoiceCounter(): Promise<number> {
  return invoiceCounterFromItem(await getItem(keys.counter('INVOICE_NUMBER'), true));
}
