// The `.ics` calendar attachment of a booking confirmation: one event in UTC (every calendar turns it
// into the reader's local time), with the location as its place. The uid is stable per appointment,
// so a second confirmation (after a reschedule) updates the calendar entry instead of adding one.
import { placeOf, type AppointmentMailView } from '#functions/lib/mail/appointment-mail-view.ts';
import { icsEvent } from '#functions/lib/mail/attachments/ics-event.ts';
import type { MailAttachment } from '#functions/lib/mail/mime.ts';

export function appointmentIcs(view: AppointmentMailView, practiceName: string, now = new Date()): MailAttachment {
  const content = icsEvent({
    uid: `${view.id}@carebook`,
    productId: 'carebook/appointments',
    summary: `Appointment with ${view.employeeName} at ${practiceName}`,
    description: view.treatments.length > 0 ? `Treatments: ${view.treatments.join(', ')}` : undefined,
    location: placeOf(view),
    start: view.startAt,
    end: view.endAt,
    stamp: now,
  });
  return { filename: 'appointment.ics', contentType: 'text/calendar; charset=UTF-8; method=PUBLISH', content };
}
