// The `.ics` calendar attachment of a booking confirmation: one event in UTC (every calendar turns it
// into the reader's local time), with the location as its place. The uid is stable per appointment,
// so a second confirmation (after a reschedule) updates the calendar entry instead of adding one.
import { createEvent } from 'ics';
import { placeOf, type AppointmentMailView } from '#functions/lib/mail/appointment-mail-view.ts';
import type { MailAttachment } from '#functions/lib/mail/mime.ts';

export function appointmentIcs(view: AppointmentMailView, practiceName: string): MailAttachment {
  const { error, value } = createEvent({
    uid: `${view.id}@carebook`,
    productId: 'carebook/appointments',
    method: 'PUBLISH',
    title: `Appointment with ${view.employeeName} at ${practiceName}`,
    description: view.treatments.length > 0 ? `Treatments: ${view.treatments.join(', ')}` : undefined,
    location: placeOf(view),
    start: Date.parse(view.startAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(view.endAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || value === null) throw error ?? new Error('ics produced no calendar');
  return { filename: 'appointment.ics', contentType: 'text/calendar; charset=UTF-8; method=PUBLISH', content: value };
}
