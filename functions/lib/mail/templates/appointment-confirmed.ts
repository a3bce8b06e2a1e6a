// "Appointment confirmed" (REFERENCE §3.12): sent to the client, the employee and the practice's
// inbox when an appointment becomes `booked`, with the deposit paid (or "no deposit required") and
// an `.ics` attachment built beside it.
import { formatMoney } from '#functions/contract/money.ts';
import { whenAndWhere, type AppointmentMailView, type MailAudience } from '#functions/lib/mail/appointment-mail-view.ts';
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';

export interface AppointmentConfirmedData {
  appointment: AppointmentMailView;
  /** The deposit paid online, or null when none was required. */
  depositPaidCents: number | null;
  /** The cancellation policy booked under, in words; null when it charges nothing. */
  cancellationPolicy?: string | null;
  audience: MailAudience;
}

export function appointmentConfirmedMail(data: AppointmentConfirmedData, practice: MailPractice): RenderedMail {
  const a = data.appointment;
  const intro = data.audience === 'client'
    ? `Hello ${a.clientName}, your appointment with ${a.employeeName} at ${practice.practice_name} is confirmed.`
    : `An appointment for ${a.clientName} with ${a.employeeName} is confirmed.`;
  return renderMail({
    subject: 'Appointment confirmed',
    heading: 'Appointment confirmed',
    paragraphs: [intro],
    details: [
      ...whenAndWhere(a),
      ['Treatments', a.treatments.join(', ') || '—'],
      ['Deposit', data.depositPaidCents !== null && data.depositPaidCents > 0 ? `${formatMoney(data.depositPaidCents)} paid` : 'No deposit required'],
      ...(data.cancellationPolicy ? [['Cancellation policy', data.cancellationPolicy] as const] : []),
    ],
    closing: data.audience === 'client' ? ['The attached calendar file adds the appointment to your calendar.'] : [],
  }, practice);
}
