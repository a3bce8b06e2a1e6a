// The cancellation policy's fees (issue 24, decision 032): a late cancel and a no-show charge the
// client's most recently added card off-session, at most once (the fee claim), through the one
// charge step. A decline keeps what happened to the appointment, records the Payment `failed` with
// Stripe's message and tells the practice's inbox; staff retry with `charge_fee`.
import { appLink, sendMail } from '#functions/lib/mail/send-mail.ts';
import { feeDeclinedMail } from '#functions/lib/mail/templates/fee-declined.ts';
import { createLogger } from '#functions/lib/log/logger.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { noShowFeeCents, type FeeSteps } from '#functions/schedule/public.ts';
import type { FeeKind } from '#functions/model/payment-keys.ts';
import { chargeSavedCard, recordUntriedCharge, type ChargeOutcome } from '#functions/payments/charge-saved-card.ts';
import { claimFee, finishFeeClaim, type FeeClaim } from '#functions/payments/fee-claim-repository.ts';
import { latestSavedCard } from '#functions/payments/saved-cards.ts';

const log = createLogger({ component: 'policy-fees' });

const fees = {
  late_cancel: { name: 'Late cancellation fee', kind: 'cancellation_fee', key: 'late-cancel' },
  no_show: { name: 'No-show fee', kind: 'no_show_fee', key: 'no-show' },
} as const;

export interface FeeRequest {
  appointment: AppointmentRecord;
  kind: FeeKind;
  amountCents: number;
  /** `charge_fee`: take a `failed` claim again. */
  retry: boolean;
  recordedBy: string | null;
}

/** `null`: another request holds the claim, or the fee was charged already; nothing was done. */
export async function chargePolicyFee(r: FeeRequest): Promise<ChargeOutcome | null> {
  const claim = await claimFee({ appointmentId: r.appointment.id, kind: r.kind, amountCents: r.amountCents, retry: r.retry, now: new Date() });
  if (!claim) return null;
  const outcome = await chargeClaim(r.appointment, claim, r.recordedBy);
  await finishFeeClaim(r.appointment.id, claim, outcome.status);
  if (outcome.status === 'failed') await tellInbox(outcome.appointment, claim, outcome.message);
  return outcome;
}

async function chargeClaim(a: AppointmentRecord, claim: FeeClaim, recordedBy: string | null): Promise<ChargeOutcome> {
  const fee = fees[claim.kind];
  const base = { appointmentId: a.id, paymentId: claim.paymentId, kind: fee.kind, amountCents: claim.amountCents, recordedBy };
  const saved = await latestSavedCard(a.clientId);
  if (!saved) return recordUntriedCharge({ ...base, reason: 'The client has no card on file.' });
  // Attempt 1 is `no-show-<id>`; a retry gets a key of its own, or Stripe would replay the decline.
  const idempotencyKey = claim.attempt === 1 ? `${fee.key}-${a.id}` : `${fee.key}-${a.id}-${claim.attempt}`;
  return chargeSavedCard({
    ...base, customerId: saved.customerId, paymentMethodId: saved.card.id, idempotencyKey, description: `${fee.name}, appointment of ${a.date}`,
  });
}

async function tellInbox(a: AppointmentRecord, claim: FeeClaim, reason: string): Promise<void> {
  try {
    const settings = await loadPracticeSettings();
    const link = await appLink('/schedule', { date: a.date, location: a.locationId });
    const mail = feeDeclinedMail({
      feeName: fees[claim.kind].name, amountCents: claim.amountCents, clientName: `${a.clientName} ${a.clientLastName}`.trim(),
      employeeName: a.employeeName, startAt: a.startAt, endAt: a.endAt, timeZone: a.timezone, reason, link,
    }, settings);
    await sendMail({ to: [settings.notification_inbox], ...mail });
  } catch (error) {
    log.error('fee declined email failed', { appointment_id: a.id, error });
  }
}

/**
 * A fee charged after the status change or the cancel committed: that change stands whatever
 * happens here, so a failure to reach Stripe is logged (the claim's lease lets a retry take over).
 */
export async function chargeFeeAfterChange(r: Omit<FeeRequest, 'retry'>): Promise<AppointmentRecord> {
  if (r.amountCents <= 0) return r.appointment;
  try {
    return (await chargePolicyFee({ ...r, retry: false }))?.appointment ?? r.appointment;
  } catch (error) {
    log.error('fee charge failed', { appointment_id: r.appointment.id, kind: r.kind, error });
    return r.appointment;
  }
}

/** What the schedule Lambda's entry hands a status change: a no-show charges its fee, at most once. */
export const feeSteps: FeeSteps = {
  chargeNoShowFee: (a) => chargeFeeAfterChange({ appointment: a, kind: 'no_show', amountCents: noShowFeeCents(a), recordedBy: null }),
};
