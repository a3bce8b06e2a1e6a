// The reminder email and the mail view every appointment email shares. Kept apart from the booking
// emails so the jobs Lambda does not bundle the calendar attachment builder (ics pulls in yup).
import type { AppointmentMailView } from '#functions/lib/mail/appointment-mail-view.ts';
import { sendMail } from '#functions/lib/mail/send-mail.ts';
import { appointmentReminderMail } from '#functions/lib/mail/templates/appointment-reminder.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import type { MailLocation } from '#functions/schedule/reminders/reminder-mail-repository.ts';

/** What the templates show, in the location's zone (the zone stored at booking if the location is gone). */
export function appointmentMailView(a: AppointmentRecord, location: MailLocation | undefined): AppointmentMailView {
  return {
    id: a.id, clientName: [a.clientName, a.clientLastName].filter(Boolean).join(' '), employeeName: a.employeeName,
    locationName: location?.name || a.locationName, locationAddress: location?.address ?? '',
    timeZone: location?.timezone || a.timezone, startAt: a.startAt, endAt: a.endAt, treatments: a.treatments.map((t) => t.name),
  };
}

/** "Gentle Reminder" to the client (the job decides whether it may go); errors reach the job, which retries. */
export async function sendAppointmentReminder(a: AppointmentRecord, location: MailLocation | undefined, to: string): Promise<void> {
  const settings = await loadPracticeSettings();
  await sendMail({ to: [to], ...appointmentReminderMail(appointmentMailView(a, location), settings) });
}
