// create-* step of T-SUBMIT: every item of one submission in ONE TransactionPlan — the group, the
// invoices and fee invoices, the new clients (linked), the images, the stock deductions summed per
// product across the batch (with their ledger rows), and the invoice-number counter.
import { ulid } from 'ulid';
import { lineSections, type SubmittedInvoice } from '#functions/contract/invoices.ts';
import { addLinkUpsert, addNewClient, newClientItems } from '#functions/clients/public.ts';
import { addDeductEmployeeStock, type StockLine } from '#functions/inventory/public.ts';
import { addInvoiceImages } from '#functions/invoices/attach-images.ts';
import { buildFeeInvoice, buildInvoice, type InvoiceClient } from '#functions/invoices/build-invoices.ts';
import type { SubmissionContext } from '#functions/invoices/load-submission.ts';
import { addCounterSet, newGroupItem, newInvoiceItem } from '#functions/invoices/invoice-write-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { maxTransactionItems, type TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { badRequest, validationFailed } from '#functions/lib/errors/app-error.ts';
import type { InvoiceGroupRecord } from '#functions/model/invoice-group-record.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

export interface Submission {
  group: InvoiceGroupRecord;
  invoices: InvoiceRecord[];
  fees: InvoiceRecord[];
  /** Clients created by this submission (each gets an invitation after the commit). */
  newClients: (InvoiceClient & { email: string })[];
}

/** Every line of the records as stock lines (hundredths); the inventory step sums them per product. */
export const stockLinesOf = (records: readonly InvoiceRecord[]): StockLine[] =>
  records.flatMap((r) => lineSections.flatMap((s) => r.lineItems[s].map((l) => ({ productId: l.productId, quantity: l.quantity }))));

export const productDisplayOf = (ctx: Pick<SubmissionContext, 'products'>) =>
  new Map([...ctx.products.values()].map((p) => [p.id, { name: p.name, type: p.product_type }]));

interface ClientStep { plan: TransactionPlan; input: SubmittedInvoice; ctx: SubmissionContext; caller: StaffCaller; now: string; created: Map<string, InvoiceClient> }

/** The invoice's client: an existing one, or a new one (created linked, once per email in the batch). */
function addClient({ plan, input, ctx, caller, now, created }: ClientStep): InvoiceClient {
  const existing = input.client_id === undefined ? undefined : ctx.clients.get(input.client_id);
  if (existing) return { id: existing.id, name: existing.name, last_name: existing.last_name };
  if (!input.new_client) throw new Error('A submitted invoice names a client');
  const email = input.new_client.email;
  const again = created.get(email);
  if (again) return again;
  const id = ulid();
  const items = newClientItems({
    id, name: input.new_client.name, lastName: input.new_client.last_name, email, passwordHash: null, timezone: ctx.settings.timezone, referredEmployeeId: null,
  }, now);
  addNewClient(plan, items, () => validationFailed({ email: 'Email already taken' }));
  const client = { id, name: input.new_client.name, last_name: input.new_client.last_name };
  addLinkUpsert(plan, { id: caller.employeeId, name: ctx.employee.name }, { ...client, email, phone_number: null }, now);
  created.set(email, client);
  return client;
}

interface SubmissionStep { plan: TransactionPlan; caller: StaffCaller; inputs: readonly SubmittedInvoice[]; ctx: SubmissionContext; last: number; now: string }

/** The service invoices or evaluations, numbered `last + 1 …`, with their clients and images in `plan`. */
async function addInvoices(step: SubmissionStep, groupId: string, created: Map<string, InvoiceClient>): Promise<InvoiceRecord[]> {
  const { plan, caller, inputs, ctx, last, now } = step;
  const invoices: InvoiceRecord[] = [];
  for (const [i, input] of inputs.entries()) {
    const client = addClient({ plan, input, ctx, caller, now, created });
    const images = {
      before: await addInvoiceImages({ plan, caller, uploadIds: input.before_upload_ids, field: `invoices.${i}.before_upload_ids` }),
      after: await addInvoiceImages({ plan, caller, uploadIds: input.after_upload_ids, field: `invoices.${i}.after_upload_ids` }),
    };
    invoices.push(buildInvoice({ input, ctx, client, fresh: { id: ulid(), number: last + i + 1, groupId, now, images } }));
  }
  return invoices;
}

/** Adds the whole submission to `plan`; numbers are `last + 1 …` in order (invoices, then fees). */
export async function addSubmission(step: SubmissionStep): Promise<Submission> {
  const { plan, caller, ctx, last, now } = step;
  const groupId = ulid();
  const created = new Map<string, InvoiceClient>();
  const invoices = await addInvoices(step, groupId, created);
  let next = last + invoices.length;
  const fees = invoices.flatMap((source) => ctx.mentors.map((m) => buildFeeInvoice({
    source, mentor: m.root, percentage: m.percentage, ctx, fresh: { id: ulid(), number: (next += 1), groupId, now },
  })));
  for (const invoice of invoices) invoice.feeInvoiceIds = fees.filter((f) => f.sourceInvoiceId === invoice.id).map((f) => f.id);
  const group: InvoiceGroupRecord = {
    id: groupId, employeeId: caller.employeeId, invoiceIds: invoices.map((r) => r.id), feeInvoiceIds: fees.map((f) => f.id),
    finalizedTotally: false, mentorFinalizedTotally: false, document: null, mentorDocument: null, createdAt: now, version: 1,
  };
  plan.put(newGroupItem(group));
  for (const record of [...invoices, ...fees]) plan.put(newInvoiceItem(record));
  const actor = { id: caller.employeeId, name: caller.name };
  addDeductEmployeeStock(plan, { employee: { id: ctx.employee.id, name: ctx.employee.name }, actor, refId: groupId, lines: stockLinesOf(invoices), products: productDisplayOf(ctx), now },
    (productId) => ctx.stock.get(productId) ?? 0);
  addCounterSet(plan, last, invoices.length + fees.length, now);
  // One item stays free for the submission's notice (the outbox row, decision 031).
  if (plan.size > maxTransactionItems - 1) throw badRequest(undefined, 'Too many products or images in one submission. Submit fewer invoices at a time.');
  return { group, invoices, fees, newClients: [...created.entries()].map(([email, c]) => ({ ...c, email })) };
}
