// What the pay actions say (REFERENCE §3.8 "Payout"): when a provider cannot be paid yet, the API
// refuses with one of three 409 codes and has already emailed them a reminder, so the admin is told
// both why (the API's message) and that nobody needs to chase the provider by hand.
import type { Invoice } from '#functions/contract/invoice-views.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { formatDate } from '#web/lib/zoned-time.ts';

const reminded: ReadonlySet<string> = new Set(['stripe_not_onboarded', 'stripe_bank_missing', 'stripe_verification_pending']);

/** "Reminder emailed to Dana", for the three onboarding refusals; undefined otherwise. */
export function reminderNote(code: string | undefined, who: string): string | undefined {
  return code !== undefined && reminded.has(code) ? `Reminder emailed to ${who}` : undefined;
}

/** The refusal's own code, when the error came from the API. */
export const errorCode = (error: Error | null): string | undefined => (error instanceof ApiError ? error.code : undefined);

/** "in 10 days" from the practice's payout delay; said without the number until it is known. */
export function scheduledIn(days: number | undefined): string {
  if (days === undefined) return "after the practice's payout delay";
  if (days === 0) return 'on the next payout run';
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}

/** The invoice's payout as Billing Details lists it; undefined when it has none. */
export function payoutText(invoice: Pick<Invoice, 'payout' | 'stripe_transfer_id'>, timeZone: string | undefined): string | undefined {
  const { payout } = invoice;
  const transfer = payout?.transfer_id ?? invoice.stripe_transfer_id;
  if (!payout) return transfer ? `Transferred (${transfer})` : undefined;
  switch (payout.status) {
    case 'scheduled':
      return payout.scheduled_at && timeZone ? `Scheduled for ${formatDate(payout.scheduled_at, timeZone)}` : 'Scheduled';
    case 'transferred': {
      const when = payout.transferred_at && timeZone ? ` on ${formatDate(payout.transferred_at, timeZone)}` : '';
      return `Transferred ${formatMoney(payout.amount_cents)}${when}${transfer ? ` (${transfer})` : ''}`;
    }
    case 'failed':
      return 'The transfer failed; it is retried on the next payout runs';
    case 'cancelled':
      return 'Cancelled';
    default:
      return payout.status;
  }
}
