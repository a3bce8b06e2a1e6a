// "Gentle Reminder" (REFERENCE §3.12): "your appointment with {employee} on {date} at {start}–{end}
// at {location}", in wall-clock time of the location's zone with the zone named (a client may be in
// another zone, and the zone's name changes across DST).
import { placeOf, type AppointmentMailView } from '#functions/lib/mail/appointment-mail-view.ts';
import { mailDate, mailTime, zoneAbbreviation } from '#functions/lib/mail/mail-format.ts';
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';

export function appointmentReminderMail(appointment: AppointmentMailView, practice: MailPractice): RenderedMail {
  const a = appointment;
  const start = mailTime(a.startAt, a.timeZone);
  const end = mailTime(a.endAt, a.timeZone);
  const zone = `${zoneAbbreviation(a.startAt, a.timeZone)} (${a.timeZone})`;
  return renderMail({
    subject: `Gentle Reminder: your appointment on ${mailDate(a.startAt, a.timeZone)}`,
    heading: 'Gentle Reminder',
    paragraphs: [
      `Hello ${a.clientName}, this is a reminder of your appointment with ${a.employeeName} on ${mailDate(a.startAt, a.timeZone)} at ${start}–${end} ${zone} at ${placeOf(a)}.`,
    ],
    details: a.treatments.length > 0 ? [['Treatments', a.treatments.join(', ')]] : [],
    closing: [`If you cannot make it, please cancel online or contact ${practice.practice_name}.`],
  }, practice);
}
