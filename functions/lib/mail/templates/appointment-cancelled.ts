// "Your appointment has been cancelled" (REFERENCE §3.12): to the client, the employee and the inbox.
import { whenAndWhere, type AppointmentMailView, type MailAudience } from '#functions/lib/mail/appointment-mail-view.ts';
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';

export interface AppointmentCancelledData {
  appointment: AppointmentMailView;
  audience: MailAudience;
}

export function appointmentCancelledMail(data: AppointmentCancelledData, practice: MailPractice): RenderedMail {
  const a = data.appointment;
  const intro = data.audience === 'client'
    ? `Hello ${a.clientName}, your appointment with ${a.employeeName} at ${practice.practice_name} has been cancelled.`
    : `The appointment of ${a.clientName} with ${a.employeeName} has been cancelled.`;
  return renderMail({
    subject: 'Your appointment has been cancelled',
    heading: 'Appointment cancelled',
    paragraphs: [intro],
    details: whenAndWhere(a),
    closing: data.audience === 'client' ? ['To book another time, visit us online or contact the practice.'] : [],
  }, practice);
}
