// "Your appointment has been moved" (issue 22): to the client when staff change the time or place,
// so they do not come at the old one; when the client moved it themselves (issue 24), also to the
// employee and the inbox. Each time is wall-clock in its own location's zone.
import { placeOf, type AppointmentMailView, type MailAudience } from '#functions/lib/mail/appointment-mail-view.ts';
import { mailDate, mailTimeRange } from '#functions/lib/mail/mail-format.ts';
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';

export interface AppointmentMovedData {
  before: AppointmentMailView;
  after: AppointmentMailView;
  /** Staff copies say who moved it; the client's is addressed to them. */
  audience?: MailAudience;
}

const when = (v: AppointmentMailView): string => `${mailDate(v.startAt, v.timeZone)}, ${mailTimeRange(v.startAt, v.endAt, v.timeZone)}`;

export function appointmentMovedMail(data: AppointmentMovedData, practice: MailPractice): RenderedMail {
  const { before, after } = data;
  return renderMail({
    subject: 'Your appointment has been moved',
    heading: 'Appointment moved',
    paragraphs: [data.audience === 'staff'
      ? `${after.clientName} moved their appointment with ${after.employeeName} to a new time.`
      : `Hello ${after.clientName}, your appointment at ${practice.practice_name} has been moved to a new time.`],
    details: [
      ['Was', when(before)],
      ['Now', when(after)],
      ['Staff', after.employeeName],
      ['Location', placeOf(after)],
    ],
    closing: data.audience === 'staff' ? [] : ['If the new time does not suit you, contact the practice.'],
  }, practice);
}
