// Demo invoices (REFERENCE §6), made through the real invoice services so the numbers come from the
// counter and the stock ledger still explains every balance: a finalized group (one of it paid, one
// waiting to be paid the default way), a finalized Pay Faster invoice (issue 20), a
// submitted one, a rejected invoice with feedback, mentor fee pairs (both providers have the demo
// mentor at 10 %) and a mentorship evaluation. The seed does not mail: the notices its writes queue
// are delivered through a silent port. Every step first looks for what an interrupted earlier run
// made (a submission by its employee, clients and date; a status already reached), so a re-run
// completes the demo instead of adding invoices twice.
import type { SubmittedInvoice } from '#functions/contract/invoices.ts';
import { submittedInvoice } from '#functions/contract/invoices.ts';
import { inventoryPort } from '#functions/inventory/public.ts';
import { finalizeInvoice } from '#functions/invoices/finalize-invoice-service.ts';
import type { InvoiceNotices } from '#functions/invoices/invoice-notices.ts';
import { markInvoicePaid } from '#functions/invoices/mark-paid-service.ts';
import { deliverInvoiceNotices } from '#functions/invoices/notices/deliver-notices.ts';
import { listDueNotices } from '#functions/invoices/notices/notice-repository.ts';
import { employeeInvoices } from '#functions/invoices/read/invoice-read-repository.ts';
import { rejectInvoice } from '#functions/invoices/reject-invoice-service.ts';
import { submitInvoices } from '#functions/invoices/submit-invoices-service.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { createLogger } from '#functions/lib/log/logger.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';
import { demoLocationIds } from '#scripts/seed/catalog-locations.ts';
import { demoClients } from '#scripts/seed/demo-clients.ts';
import { demoStaff } from '#scripts/seed/demo-accounts.ts';

const silent: InvoiceNotices = { submitted: async () => undefined, groupFinalized: async () => null, rejected: async () => undefined };
const logger = createLogger({ seed: 'invoices' });
const dateOfService = '2026-11-20';

type Staff = (typeof demoStaff)[keyof typeof demoStaff];
const callerOf = (s: Staff): StaffCaller => ({ kind: 'staff', employeeId: s.id, sessionId: 'seed', name: s.name, isAdmin: s.isAdmin, isInvManager: s.isInvManager, isMentor: s.isMentor });
const admin = () => callerOf(demoStaff.admin);
const clientOf = (s: Staff, n: number) => demoClients.filter((c) => c.employee_ids.includes(s.id))[n]?.id;

/** The product the employee holds most of (the seed takes at most 1.75 units of it, leaving ≥ 3). */
async function heldProduct(s: Staff): Promise<string> {
  const { employees_inventories: stock } = await inventoryPort.loadProfileInventory(callerOf(s));
  const best = [...stock].sort((a, b) => b.quantity - a.quantity)[0];
  if (!best) throw new Error(`${s.name} holds no stock to invoice`);
  return best.product.id;
}

function invoice(s: Staff, productId: string, n: number, extra: Record<string, unknown> = {}): SubmittedInvoice {
  return submittedInvoice.parse({
    client_id: clientOf(s, n), location_id: demoLocationIds.downtown, date_of_service: dateOfService, payment_type: n % 2 === 0 ? 'credit_card' : 'cherry',
    products: [{ product_id: productId, quantity: 0.5 }], amt_paid_for_products_cents: 45000 + n * 5000, tip_cents: 2000,
    comments: 'Forehead lines, 20 units.', ...extra,
  });
}

type Queued = string[];

/**
 * The invoices of one seeded submission: those an earlier run made (one transaction made all of them
 * or none), else a new submission of `build(product)` for those clients.
 */
async function submission({ s, clients, kind = 'service', build, queued }: {
  s: Staff; clients: number[]; kind?: 'service' | 'evaluation'; build: (productId: string) => SubmittedInvoice[]; queued: Queued;
}): Promise<InvoiceRecord[]> {
  const mine = (await employeeInvoices(s.id, kind)).filter((r) => r.dateOfService === dateOfService);
  const found = clients.flatMap((n) => mine.filter((r) => r.clientId === clientOf(s, n)));
  if (found.length === clients.length) return found.sort((a, b) => a.number - b.number);
  const done = await submitInvoices({ caller: callerOf(s), invoices: build(await heldProduct(s)), logger, queued: (ids) => queued.push(...ids) });
  return (await employeeInvoices(s.id, kind)).filter((r) => done.invoices.some((i) => i.id === r.id)).sort((a, b) => a.number - b.number);
}

const steps = {
  async finalizedGroup(queued: Queued) {
    const p = demoStaff.provider;
    const records = await submission({ s: p, clients: [0, 1], queued, build: (product) => [invoice(p, product, 0), invoice(p, product, 1)] });
    for (const r of records) if (r.status === 'submitted') await finalizeInvoice({ caller: admin(), id: r.id, queued: (ids) => queued.push(...ids) });
    // Their fee invoices too, so the reports' mentor income has figures (issue 21).
    const sources = new Set(records.map((r) => r.id));
    for (const fee of await employeeInvoices(demoStaff.mentor.id, 'mentor_fee')) {
      if (fee.sourceInvoiceId && sources.has(fee.sourceInvoiceId) && fee.status === 'submitted') {
        await finalizeInvoice({ caller: admin(), id: fee.id, queued: (ids) => queued.push(...ids) });
      }
    }
    const [paid] = records;
    if (paid && paid.status !== 'paid') await markInvoicePaid({ id: paid.id });
  },
  async submittedGroup(queued: Queued) {
    const p = demoStaff.provider;
    await submission({ s: p, clients: [2], queued, build: (product) => [invoice(p, product, 2)] });
  },
  /** A finalized Pay Faster invoice waiting for its payout (issue 20). */
  async payFaster(queued: Queued) {
    const p = demoStaff.provider;
    const records = await submission({ s: p, clients: [3], queued, build: (product) => [invoice(p, product, 3, { instant_pay: true, products: [{ product_id: product, quantity: 0.25 }] })] });
    for (const r of records) if (r.status === 'submitted') await finalizeInvoice({ caller: admin(), id: r.id, queued: (ids) => queued.push(...ids) });
  },
  async reviewedGroup(queued: Queued) {
    const p = demoStaff.provider2;
    const [toFix] = await submission({ s: p, clients: [0, 1], queued, build: (product) => [invoice(p, product, 0), invoice(p, product, 1)] });
    if (toFix?.status !== 'submitted') return;
    await rejectInvoice({ caller: admin(), id: toFix.id, feedback: 'Please add the retail serum the client bought to Retail products.', queued: (ids) => queued.push(...ids) });
  },
  async evaluation(queued: Queued) {
    const p = demoStaff.provider2;
    await submission({ s: p, clients: [2], kind: 'evaluation', queued, build: (product) => [invoice(p, product, 2, {
      products: [], mp_products: [{ product_id: product, quantity: 0.5 }], amt_paid_for_products_cents: 0, amt_paid_for_mp_products_cents: 30000,
      mentor_id: demoStaff.mentor.id, service_experience: true, service_experience_reason: 'Went as planned.',
      comfort_with_modality: false, comfort_with_modality_reason: 'Need two more supervised sessions.',
      mentor_value_provided: true, mentor_value_provided_reason: 'Great tips on injection depth.',
    })] });
  },
};

export type InvoiceSeedStep = (queued: Queued) => Promise<void>;
export const invoiceSeedSteps: readonly InvoiceSeedStep[] = [steps.finalizedGroup, steps.submittedGroup, steps.payFaster, steps.reviewedGroup, steps.evaluation];

/** Runs the steps, then quietly settles every notice they queued (and any an interrupted run left, found in the outbox's queue). */
export async function seedInvoices(seedSteps: readonly InvoiceSeedStep[] = invoiceSeedSteps): Promise<void> {
  const queued: Queued = [];
  const leftOver = (await listDueNotices('9999-12-31T00:00:00.000Z', 100)).map((n) => n.id);
  await deliverInvoiceNotices({ ids: leftOver, notices: silent, logger });
  for (const step of seedSteps) await step(queued);
  await deliverInvoiceNotices({ ids: queued, notices: silent, logger });
}
