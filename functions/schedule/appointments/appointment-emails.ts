// The appointment emails of REFERENCE §3.12, sent after the write that causes them commits:
// "Appointment confirmed" and "Your appointment has been cancelled" to the client, the employee and
// the practice's inbox; "Your appointment has been moved" to the client (and to all three when the
// client moved it); "Payment received" to the client. (The reminder is in reminder-mail.ts.)
// `do_not_email` suppresses only reminders and marketing, so booking and receipt mail ignore it. A
// failed send is logged and never fails the request: the booking stands either way.
import { appointmentIcs } from '#functions/lib/mail/attachments/appointment-ics.ts';
import type { MailAudience } from '#functions/lib/mail/appointment-mail-view.ts';
import type { RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import type { MailAttachment } from '#functions/lib/mail/mime.ts';
import { sendMail } from '#functions/lib/mail/send-mail.ts';
import { appointmentCancelledMail } from '#functions/lib/mail/templates/appointment-cancelled.ts';
import { appointmentConfirmedMail } from '#functions/lib/mail/templates/appointment-confirmed.ts';
import { appointmentMovedMail } from '#functions/lib/mail/templates/appointment-moved.ts';
import { paymentReceivedMail } from '#functions/lib/mail/templates/payment-received.ts';
import { createLogger } from '#functions/lib/log/logger.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { describeCancellationPolicy } from '#functions/contract/cancellation-policy.ts';
import { toPolicy } from '#functions/schedule/appointments/appointment-dto.ts';
import { computeAmounts } from '#functions/schedule/appointments/appointment-amounts.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { loadMailParties, type MailParties } from '#functions/schedule/reminders/reminder-mail-repository.ts';
import { appointmentMailView } from '#functions/schedule/reminders/reminder-mail.ts';

const log = createLogger({ component: 'appointment-emails' });

type Render = (audience: MailAudience) => RenderedMail;

/** One copy to the client, one to the employee and the inbox (so no one sees another's address). */
async function sendToParties(a: AppointmentRecord, parties: MailParties, render: Render, attachments: MailAttachment[] = []): Promise<void> {
  const settings = await loadPracticeSettings();
  const clientEmail = parties.clients.get(a.clientId)?.email || a.clientEmail;
  const staff = [parties.employeeEmails.get(a.employeeId) ?? '', settings.notification_inbox];
  await Promise.all([
    sendMail({ to: [clientEmail], ...render('client'), attachments }),
    sendMail({ to: staff, ...render('staff'), attachments }),
  ]);
}

async function logFailure(what: string, a: AppointmentRecord, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    log.error('appointment email failed', { email: what, appointment_id: a.id, error });
  }
}

/** "Appointment confirmed", with the deposit paid (or "No deposit required") and an `.ics`. */
export function sendAppointmentConfirmed(a: AppointmentRecord): Promise<void> {
  return logFailure('confirmed', a, async () => {
    const [parties, settings] = await Promise.all([loadMailParties([a]), loadPracticeSettings()]);
    const view = appointmentMailView(a, parties.locations.get(a.locationId));
    const deposit = a.payments.filter((p) => p.kind === 'deposit' && p.status === 'paid').reduce((sum, p) => sum + p.amountCents, 0);
    const cancellationPolicy = describeCancellationPolicy(toPolicy(a));
    const render: Render = (audience) => appointmentConfirmedMail({ appointment: view, depositPaidCents: deposit > 0 ? deposit : null, cancellationPolicy, audience }, settings);
    await sendToParties(a, parties, render, [appointmentIcs(view, settings.practice_name)]);
  });
}

/** "Your appointment has been cancelled". */
export function sendAppointmentCancelled(a: AppointmentRecord): Promise<void> {
  return logFailure('cancelled', a, async () => {
    const [parties, settings] = await Promise.all([loadMailParties([a]), loadPracticeSettings()]);
    const view = appointmentMailView(a, parties.locations.get(a.locationId));
    await sendToParties(a, parties, (audience) => appointmentCancelledMail({ appointment: view, audience }, settings));
  });
}

/**
 * "Your appointment has been moved": to the client when staff changed its time or place; to the
 * client, the employee and the inbox (`everyone`) when the client moved it themselves.
 */
export function sendAppointmentMoved(before: AppointmentRecord, after: AppointmentRecord, to: 'client' | 'everyone' = 'client'): Promise<void> {
  const moved = before.startAt !== after.startAt || before.endAt !== after.endAt || before.locationId !== after.locationId;
  if (!moved || after.status === 'cancelled') return Promise.resolve();
  return logFailure('moved', after, async () => {
    const [parties, settings] = await Promise.all([loadMailParties([before, after]), loadPracticeSettings()]);
    const view = (a: AppointmentRecord) => appointmentMailView(a, parties.locations.get(a.locationId));
    const render: Render = (audience) => appointmentMovedMail({ before: view(before), after: view(after), audience }, settings);
    if (to === 'everyone') await sendToParties(after, parties, render);
    else await sendMail({ to: [parties.clients.get(after.clientId)?.email || after.clientEmail], ...render('client') });
  });
}

/** "Payment received": the amount just paid and what remains, to the client. */
export function sendPaymentReceived(a: AppointmentRecord, amountCents: number): Promise<void> {
  return logFailure('payment_received', a, async () => {
    const [parties, settings] = await Promise.all([loadMailParties([a]), loadPracticeSettings()]);
    const view = appointmentMailView(a, parties.locations.get(a.locationId));
    const mail = paymentReceivedMail({ appointment: view, amountCents, remainingCents: computeAmounts(a).remainingCents }, settings);
    await sendMail({ to: [parties.clients.get(a.clientId)?.email || a.clientEmail], ...mail });
  });
}
