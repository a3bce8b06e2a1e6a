// Demo invoices (REFERENCE §6), made through the real invoice services so the numbers come from the
// counter and the stock ledger still explains every balance: a finalized group (one of it paid, one
// waiting to be paid the default way), a finalized Pay Faster invoice (issue 20), a
// submitted one, a rejected invoice with feedback, mentor fee pairs (both providers have the demo
// mentor at 10 %) and a mentorship evaluation. The seed does not mail: its notices port is silent.
import type { SubmittedInvoice } from '#functions/contract/invoices.ts';
import { submittedInvoice } from '#functions/contract/invoices.ts';
import { inventoryPort } from '#functions/inventory/public.ts';
import { finalizeInvoice } from '#functions/invoices/finalize-invoice-service.ts';
import type { InvoiceNotices } from '#functions/invoices/invoice-notices.ts';
import { markInvoicePaid } from '#functions/invoices/mark-paid-service.ts';
import { rejectInvoice } from '#functions/invoices/reject-invoice-service.ts';
import { submitInvoices } from '#functions/invoices/submit-invoices-service.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { createLogger } from '#functions/lib/log/logger.ts';
import { demoLocationIds } from '#scripts/seed/catalog-locations.ts';
import { demoClients } from '#scripts/seed/demo-clients.ts';
import { demoStaff } from '#scripts/seed/demo-accounts.ts';

const silent: InvoiceNotices = { storeInvoicePdf: async () => undefined, submitted: async () => undefined, groupFinalized: async () => null, rejected: async () => undefined };
const logger = createLogger({ seed: 'invoices' });

type Staff = (typeof demoStaff)[keyof typeof demoStaff];
const callerOf = (s: Staff): StaffCaller => ({ kind: 'staff', employeeId: s.id, sessionId: 'seed', name: s.name, isAdmin: s.isAdmin, isInvManager: s.isInvManager, isMentor: s.isMentor });

/** The product the employee holds most of (the seed takes at most 1.75 units of it, leaving ≥ 3). */
async function heldProduct(s: Staff): Promise<string> {
  const { employees_inventories: stock } = await inventoryPort.loadProfileInventory(callerOf(s));
  const best = [...stock].sort((a, b) => b.quantity - a.quantity)[0];
  if (!best) throw new Error(`${s.name} holds no stock to invoice`);
  return best.product.id;
}

function invoice(s: Staff, productId: string, n: number, extra: Record<string, unknown> = {}): SubmittedInvoice {
  const client = demoClients.filter((c) => c.employee_ids.includes(s.id))[n];
  return submittedInvoice.parse({
    client_id: client?.id, location_id: demoLocationIds.downtown, date_of_service: '2026-11-20', payment_type: n % 2 === 0 ? 'credit_card' : 'cherry',
    products: [{ product_id: productId, quantity: 0.5 }], amt_paid_for_products_cents: 45000 + n * 5000, tip_cents: 2000,
    comments: 'Forehead lines, 20 units.', ...extra,
  });
}

export async function seedInvoices(): Promise<void> {
  const [provider, provider2, mentor, admin] = [demoStaff.provider, demoStaff.provider2, demoStaff.mentor, callerOf(demoStaff.admin)];
  const [ownProduct, otherProduct] = await Promise.all([heldProduct(provider), heldProduct(provider2)]);
  const submit = (s: Staff, invoices: SubmittedInvoice[]) => submitInvoices({ caller: callerOf(s), invoices, notices: silent, logger });
  const finalized = await submit(provider, [invoice(provider, ownProduct, 0), invoice(provider, ownProduct, 1)]);
  for (const done of finalized.invoices) await finalizeInvoice({ caller: admin, id: done.id, notices: silent, logger });
  const [paid] = finalized.invoices;
  if (paid) await markInvoicePaid({ id: paid.id });
  await submit(provider, [invoice(provider, ownProduct, 2)]);
  const payFaster = await submit(provider, [invoice(provider, ownProduct, 3, { instant_pay: true, products: [{ product_id: ownProduct, quantity: 0.25 }] })]);
  for (const done of payFaster.invoices) await finalizeInvoice({ caller: admin, id: done.id, notices: silent, logger });
  const reviewed = await submit(provider2, [invoice(provider2, otherProduct, 0), invoice(provider2, otherProduct, 1)]);
  const [toFix] = reviewed.invoices;
  if (toFix) await rejectInvoice({ caller: admin, id: toFix.id, feedback: 'Please add the retail serum the client bought to Retail products.', notices: silent, logger });
  await submit(provider2, [invoice(provider2, otherProduct, 2, {
    products: [], mp_products: [{ product_id: otherProduct, quantity: 0.5 }], amt_paid_for_products_cents: 0, amt_paid_for_mp_products_cents: 30000,
    mentor_id: mentor.id, service_experience: true, service_experience_reason: 'Went as planned.',
    comfort_with_modality: false, comfort_with_modality_reason: 'Need two more supervised sessions.',
    mentor_value_provided: true, mentor_value_provided_reason: 'Great tips on injection depth.',
  })]);
}
