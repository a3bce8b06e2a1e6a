// Payouts tests run the real payouts handler against DynamoDB Local and the Stripe emulator of the
// payments harness (its signed webhooks reach the real payments handler): an employee onboarded
// through the hosted page, finalized invoices put with the model's keys, the job step, and the
// transfers the emulator made.
import { handler as invoices } from '#functions/invoices/index.ts';
import { handler as payouts } from '#functions/payouts/index.ts';
import { runDuePayouts, type PayoutRunResult } from '#functions/payouts/run-due-payouts.ts';
import { getInvoice, getPayout } from '#functions/invoices/public.ts';
import { emulator } from '#test/functions/payments/payments-harness.ts';
import { putInvoiceItems, invoiceItem } from '#test/functions/invoices/invoice-fixtures.ts';
import { call, type CallResult } from '#test/support/api.ts';
import { signInStaff, type SignedIn } from '#test/support/sessions.ts';

export { emulator };
export const verifiedBank = { routing_number: '110000000', account_number: '000123456789', verification: 'verified' };

export function payoutsApi(method: string, path: string, who: SignedIn, body?: unknown): Promise<CallResult> {
  return call(payouts, method, path, { cookie: who.cookie, ...(body === undefined ? {} : { body }) });
}

export const invoiceDto = (who: SignedIn, invoiceId: string) => call(invoices, 'GET', `/api/invoices/${invoiceId}`, { cookie: who.cookie });
export const markPaid = (admin: SignedIn, invoiceId: string) => call(invoices, 'PATCH', `/api/invoices/${invoiceId}/mark_paid`, { cookie: admin.cookie, body: {} });

/** Submits the hosted form at `url` (onboarding, checkout, portal) and waits for the webhooks. */
export async function postHostedForm(url: string, fields: Record<string, string>): Promise<Response> {
  const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  await emulator.idle();
  return response;
}

/** Connects `who` through the hosted onboarding page with `fields` and confirms it as the return page does. */
export async function onboard(who: SignedIn, fields: Record<string, string> = verifiedBank): Promise<{ accountId: string; complete: CallResult }> {
  const started = await payoutsApi('POST', '/api/employee_stripe_connect', who, {});
  if (started.status !== 200) throw new Error(`connect failed: ${started.status} ${started.body}`);
  const { redirect_url } = started.json as { redirect_url: string };
  const back = await postHostedForm(redirect_url, fields);
  const accountId = decodeURIComponent(String(back.headers.get('location')).split('/').at(-1) ?? '');
  const complete = await payoutsApi('POST', '/api/stripe_onboarding_complete', who, { employee_id: who.id, stripe_account_id: accountId });
  return { accountId, complete };
}

export async function onboardedProvider(fields: Record<string, string> = verifiedBank): Promise<SignedIn & { accountId: string }> {
  const provider = await signInStaff();
  return { ...provider, accountId: (await onboard(provider, fields)).accountId };
}

/** A finalized service invoice of `employee` (charge in cents, Pay Faster or not). */
export async function finalizedInvoice(employee: SignedIn, options: { chargeCents?: number; instantPay?: boolean; status?: 'finalized' | 'payment_scheduled' } = {}): Promise<{ id: string; number: number }> {
  const item: Record<string, unknown> = { ...invoiceItem({ employee: { id: employee.id, name: employee.name, email: employee.email }, client: { id: 'C1', name: 'Mia' }, status: options.status ?? 'finalized', chargeCents: options.chargeCents ?? 45000 }), instant_pay: options.instantPay ?? false };
  await putInvoiceItems([item]);
  return { id: String(item.id), number: Number(item.number) };
}

export interface EmulatorTransfer { id: string; amount: number; currency: string; destination: string; transfer_group: string; metadata: Record<string, string> }

export async function transfersFor(invoiceId: string): Promise<EmulatorTransfer[]> {
  const list = (await (await fetch(`${emulator.url}/__emulator/transfers`)).json()) as { data: EmulatorTransfer[] };
  return list.data.filter((t) => t.metadata.invoice_id === invoiceId);
}

export async function invoiceState(id: string) {
  const [invoice, payout] = await Promise.all([getInvoice(id, true), getPayout(id)]);
  return { status: invoice?.status, paidMethod: invoice?.paidMethod, transferId: invoice?.stripeTransferId, payout };
}

/** One run of the job step at `at`, then the webhooks it caused. */
export async function runJob(at: string | Date): Promise<PayoutRunResult[]> {
  const results = await runDuePayouts(new Date(at), 25);
  await emulator.idle();
  return results;
}

export const days = (n: number, from = Date.now()) => new Date(from + n * 86_400_000);
