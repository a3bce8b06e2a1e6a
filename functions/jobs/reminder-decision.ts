// Whether a claimed reminder may go out (REFERENCE §3.12): only for a `booked` appointment that has
// not started, only by email (no SMS channel exists yet: decision 019), and never to a client who
// asked for no email. Pure, so every rule is tested on its own.
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import type { MailClient, ReminderRecord } from '#functions/schedule/public.ts';

export type ReminderDecision =
  | { action: 'send'; to: string }
  | { action: 'skip'; reason: string }
  /** The deposit is still open: look again later without spending an attempt. */
  | { action: 'defer' };

export function decideReminder(r: ReminderRecord, appointment: AppointmentRecord | undefined, client: MailClient | undefined, now: string): ReminderDecision {
  if (!appointment) return { action: 'skip', reason: 'appointment_missing' };
  if (appointment.startAt <= now) return { action: 'skip', reason: 'started' };
  if (appointment.status === 'pending_deposit') return { action: 'defer' };
  if (appointment.status !== 'booked') return { action: 'skip', reason: appointment.status };
  if (r.kind.startsWith('text_')) return { action: 'skip', reason: 'sms_unavailable' };
  if (client?.doNotEmail) return { action: 'skip', reason: 'do_not_email' };
  const to = client?.email || appointment.clientEmail;
  return to === '' ? { action: 'skip', reason: 'no_email' } : { action: 'send', to };
}
