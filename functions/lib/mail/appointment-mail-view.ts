// What the appointment emails show about one appointment, already joined (employee, location, zone).
// Services build it from the appointment record; templates only format it.
import { mailDate, mailTimeRange } from '#functions/lib/mail/mail-format.ts';
export interface AppointmentMailView {
  id: string;
  clientName: string;
  employeeName: string;
  locationName: string;
  /** One line, empty when the location shows no address. */
  locationAddress: string;
  /** The location's IANA zone: every time in the mail is wall-clock there. */
  timeZone: string;
  startAt: string;
  endAt: string;
  treatments: readonly string[];
}

/** Who reads the copy: the client, or the employee and the practice's inbox. */
export type MailAudience = 'client' | 'staff';

export const placeOf = (view: AppointmentMailView): string =>
  view.locationAddress === '' ? view.locationName : `${view.locationName}, ${view.locationAddress}`;

/** Who, when and where: the detail rows the confirmation and the cancellation both start with. */
export const whenAndWhere = (view: AppointmentMailView): [string, string][] => [
  ['Staff', view.employeeName],
  ['Date', mailDate(view.startAt, view.timeZone)],
  ['Time', mailTimeRange(view.startAt, view.endAt, view.timeZone)],
  ['Location', placeOf(view)],
];
