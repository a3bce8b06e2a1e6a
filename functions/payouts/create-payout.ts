// create-* steps of a payout (data model T-PAYOUT, decision 029): the invoice leaves `finalized`
// in the same transaction that writes its ScheduledPayout — due now for Pay Faster, in
// `payout_delay_days` (counted in the practice's time zone) otherwise. The conditional transition is
// the lock: of concurrent requests for one invoice exactly one commits, the rest get 409.
import { Temporal } from 'temporal-polyfill';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { PracticeSettings } from '#functions/contract/settings.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';
import type { ScheduledPayout } from '#functions/model/payout-record.ts';
import { addInvoiceTransition, addNewPayout } from '#functions/invoices/public.ts';
import { notFinalizedMessage } from '#functions/payouts/check-payable.ts';

/** `now` plus `days` calendar days in `timeZone` (a DST change keeps the wall-clock time). */
export function payoutDueAt(now: string, days: number, timeZone: string): string {
  return Temporal.Instant.from(now).toZonedDateTimeISO(timeZone).add({ days }).toInstant().toString({ fractionalSecondDigits: 3 });
}

export async function createPayout({ invoice, accountId, settings, now }: {
  invoice: InvoiceRecord; accountId: string; settings: Pick<PracticeSettings, 'payout_delay_days' | 'timezone'>; now: string;
}): Promise<ScheduledPayout> {
  const scheduledAt = invoice.instantPay ? now : payoutDueAt(now, settings.payout_delay_days, settings.timezone);
  const amountCents = invoice.chargeCents ?? 0;
  const plan = new TransactionPlan();
  addInvoiceTransition(plan, invoice, {
    from: ['finalized'], to: 'payment_scheduled', now, set: { stripe_account_id: accountId }, expectedVersion: invoice.version, message: notFinalizedMessage,
    zone: settings.timezone,
  });
  const payout = { invoiceId: invoice.id, employeeId: invoice.employeeId, stripeAccountId: accountId, amountCents, scheduledAt };
  addNewPayout(plan, payout, now);
  await plan.commit();
  return { ...payout, status: 'scheduled', attempts: 0, lastError: null, alertedAt: null, stripeTransferId: null, transferredAt: null, version: 1 };
}

/** A charge of 0: paid without a transfer (REFERENCE §3.8). */
export async function payZeroCharge({ invoice, now, zone }: { invoice: InvoiceRecord; now: string; zone: string }): Promise<void> {
  const plan = new TransactionPlan();
  addInvoiceTransition(plan, invoice, {
    from: ['finalized'], to: 'paid', now, stamp: ['paid_at'], set: { paid_method: 'transfer' }, expectedVersion: invoice.version, message: notFinalizedMessage, zone,
  });
  await plan.commit();
}
