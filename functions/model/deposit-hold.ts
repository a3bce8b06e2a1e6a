// The deposit hold (docs/data-model.md §2.11): one item per appointment waiting for its deposit, on
// the sparse queue the sweeper reads by expiry. Its item builder lives here, with its keys, because
// both payments (the deposit checkout) and schedule (a staff cancel makes the hold due at once,
// decision 026) write it.
import type { Item } from '#functions/lib/db/read.ts';
import { paymentKeys } from '#functions/model/payment-keys.ts';

export function depositHoldItem(appointmentId: string, holdExpiresAt: string, now: string): Item {
  return { ...paymentKeys.hold(appointmentId), ...paymentKeys.holdIndex(holdExpiresAt, appointmentId), entity: 'deposit_hold', appointment_id: appointmentId, hold_expires_at: holdExpiresAt, created_at: now };
}
