// The demo seed is safe to re-run (issue 18): a run interrupted in the middle of the invoices, then
// completed, then run again as if its "seeded" mark were missing, leaves one set of demo invoices —
// no duplicate submission, gap-free numbers, the ledger still explaining every balance, and no
// notice left for the job to mail.
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceStatuses } from '#functions/contract/invoices.ts';
import { listDueNotices } from '#functions/invoices/notices/notice-repository.ts';
import { keys } from '#functions/lib/db/keys.ts';
import { queryPartition } from '#functions/lib/db/queries.ts';
import { deleteItem } from '#functions/lib/db/write.ts';
import { forgetPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { invoiceKeys } from '#functions/model/invoice-keys.ts';
import { invoiceFromItem, type InvoiceRecord } from '#functions/model/invoice-record.ts';
import { invoiceSeedSteps, type InvoiceSeedStep } from '#scripts/seed/invoice-seed.ts';
import { isSeeded, seedIfEmpty } from '#scripts/seed/seed-if-empty.ts';
import { ledgerMatches } from '#test/functions/invoices/invoice-kit.ts';

const allInvoices = async (): Promise<InvoiceRecord[]> => {
  const lists = await Promise.all([...invoiceStatuses.map((s) => queryPartition(invoiceKeys.byStatus(s))), queryPartition(invoiceKeys.evaluations())]);
  return lists.flat().map(invoiceFromItem);
};

let first: InvoiceRecord[];
let invoices: InvoiceRecord[];
beforeAll(async () => {
  const interrupted: InvoiceSeedStep = async () => { throw new Error('interrupted'); };
  await expect(seedIfEmpty({ invoiceSteps: [...invoiceSeedSteps.slice(0, 3), interrupted] })).rejects.toThrow('interrupted');
  expect(await isSeeded()).toBe(false);
  expect(await seedIfEmpty()).toBe(true);
  first = await allInvoices();
  await deleteItem(keys.settings());
  forgetPracticeSettings();
  expect(await seedIfEmpty()).toBe(true);
  invoices = await allInvoices();
}, 300_000);

describe('re-running the seed', () => {
  it('adds no invoice twice and completes what the interrupted run left', () => {
    expect(invoices.map((i) => i.id).sort()).toEqual(first.map((i) => i.id).sort());
    const submissions = invoices.filter((i) => i.kind !== 'mentor_fee').map((i) => `${i.employeeId}|${i.clientId}|${i.kind}`);
    expect(new Set(submissions).size).toBe(submissions.length);
    expect(invoices.filter((i) => i.kind === 'evaluation')).toHaveLength(1);
    expect(invoices.filter((i) => i.kind === 'service' && i.status === 'rejected')).toHaveLength(1);
    expect(invoices.filter((i) => i.status === 'paid')).toHaveLength(1);
    const numbers = invoices.map((i) => i.number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] ?? 0) + i));
  });

  it('keeps the ledger explaining every balance and leaves no notice to mail', async () => {
    const products = new Set(invoices.flatMap((i) => [...i.lineItems.products, ...i.lineItems.mp_products].map((l) => l.productId)));
    for (const product of products) expect((await ledgerMatches(product)).ok).toBe(true);
    expect(await listDueNotices('9999-12-31T00:00:00.000Z', 100)).toEqual([]);
  });
});
