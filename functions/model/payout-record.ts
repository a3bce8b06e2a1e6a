// The ScheduledPayout as services see it (docs/data-model.md §2.8, REFERENCE §2.6), with its one
// decoder: an unknown status throws CorruptItemError (decision 024). Rows are never deleted.
import { payoutStatuses, type PayoutStatus } from '#functions/contract/payout-status.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export interface ScheduledPayout {
  invoiceId: string;
  employeeId: string;
  /** The Connect account the transfer goes to, copied when the payout was scheduled. */
  stripeAccountId: string;
  amountCents: number;
  scheduledAt: string;
  status: PayoutStatus;
  /** Transfer attempts made by the job (a failure is retried on the next 3 runs). */
  attempts: number;
  lastError: string | null;
  /** Set once the inbox was told the payout gave up. */
  alertedAt: string | null;
  stripeTransferId: string | null;
  transferredAt: string | null;
  version: number;
}

export function payoutFromItem(item: Item): ScheduledPayout {
  const r = readItem('scheduled_payout', item);
  return {
    invoiceId: r.string('invoice_id'), employeeId: r.string('employee_id'), stripeAccountId: r.string('stripe_account_id'),
    amountCents: r.int('amount_cents'), scheduledAt: r.string('scheduled_at'), status: r.enumValue('status', payoutStatuses),
    attempts: r.intOr('attempts', 0), lastError: r.optionalString('last_error'), alertedAt: r.optionalString('alerted_at'),
    stripeTransferId: r.optionalString('stripe_transfer_id'), transferredAt: r.optionalString('transferred_at'),
    version: r.int('version'),
  };
}
