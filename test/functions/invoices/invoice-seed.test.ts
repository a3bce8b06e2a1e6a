// The demo invoices (REFERENCE §6): every status the app reaches before payouts, a rejected one with
// feedback, mentor fee pairs and an evaluation, made by the services so the stock ledger still
// explains every balance.
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceStatuses } from '#functions/contract/invoices.ts';
import { queryPartition } from '#functions/lib/db/queries.ts';
import { invoiceKeys } from '#functions/model/invoice-keys.ts';
import { invoiceFromItem, type InvoiceRecord } from '#functions/model/invoice-record.ts';
import { seedIfEmpty } from '#scripts/seed/seed-if-empty.ts';
import { ledgerMatches } from '#test/functions/invoices/invoice-kit.ts';

let invoices: InvoiceRecord[];
beforeAll(async () => {
  expect(await seedIfEmpty()).toBe(true);
  const lists = await Promise.all([...invoiceStatuses.map((s) => queryPartition(invoiceKeys.byStatus(s))), queryPartition(invoiceKeys.evaluations())]);
  invoices = lists.flat().map(invoiceFromItem);
}, 120_000);

describe('the demo invoices', () => {
  it('cover submitted, rejected (with feedback), finalized and paid, with gap-free numbers', () => {
    const statuses = new Set(invoices.filter((i) => i.kind !== 'evaluation').map((i) => i.status));
    for (const status of ['submitted', 'rejected', 'finalized', 'paid'] as const) expect(statuses).toContain(status);
    expect(invoices.find((i) => i.status === 'rejected' && i.kind === 'service')?.rejection?.feedback).toMatch(/retail serum/);
    const numbers = invoices.map((i) => i.number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] ?? 0) + i));
  });

  it('hold mentor fee pairs and a mentorship evaluation', () => {
    const fees = invoices.filter((i) => i.kind === 'mentor_fee');
    expect(fees.length).toBeGreaterThanOrEqual(4);
    for (const fee of fees) expect(invoices.find((i) => i.id === fee.sourceInvoiceId)?.feeInvoiceIds).toContain(fee.id);
    expect(invoices.filter((i) => i.kind === 'evaluation')).toHaveLength(1);
  });

  it('leave the ledger explaining every balance of the invoiced products', async () => {
    const products = new Set(invoices.flatMap((i) => [...i.lineItems.products, ...i.lineItems.mp_products].map((l) => l.productId)));
    for (const product of products) expect((await ledgerMatches(product)).ok).toBe(true);
  });
});
