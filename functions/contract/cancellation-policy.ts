// The cancellation policy in words (issue 24): one sentence shared by the booking confirm page, the
// client's appointment list and the confirmation email, so they never disagree.
import { formatMoney } from '#functions/contract/money.ts';

export interface PolicyTerms {
  window_hours: number;
  late_cancel_fee_cents: number;
  no_show_fee_cents: number;
}

/** Null when the policy charges nothing (both fees 0, or an appointment booked before it existed). */
export function describeCancellationPolicy(p: PolicyTerms | null): string | null {
  if (!p || (p.late_cancel_fee_cents === 0 && p.no_show_fee_cents === 0)) return null;
  const parts: string[] = [];
  if (p.late_cancel_fee_cents > 0) {
    const hours = p.window_hours === 1 ? '1 hour' : `${p.window_hours} hours`;
    parts.push(`Cancelling less than ${hours} before the start costs ${formatMoney(p.late_cancel_fee_cents)}, less what you have already paid.`);
  }
  if (p.no_show_fee_cents > 0) parts.push(`Missing the appointment costs ${formatMoney(p.no_show_fee_cents)}.`);
  return `${parts.join(' ')} Fees are charged to your saved card.`;
}
