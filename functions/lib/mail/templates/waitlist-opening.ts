// "A time just opened up" (issue 24, decision 034): to a client on a waitlist when time they wait for
// frees up, with the first such slot and a link that opens the booking page with that choice. The
// time is wall-clock in the location's zone. Booking is the ordinary booking: first come, first served.
import { mailDate, mailTimeRange } from '#functions/lib/mail/mail-format.ts';
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';

export interface WaitlistOpeningData {
  clientName: string;
  employeeName: string;
  locationName: string;
  treatments: readonly string[];
  timeZone: string;
  startAt: string;
  endAt: string;
  /** The booking page with the employee, location, treatments and date chosen. */
  link: string;
}

export function waitlistOpeningMail(data: WaitlistOpeningData, practice: MailPractice): RenderedMail {
  return renderMail({
    subject: 'A time just opened up',
    heading: 'A time just opened up',
    paragraphs: [`Hello ${data.clientName}, a time you are waiting for with ${data.employeeName} at ${practice.practice_name} is free.`],
    details: [
      ['Date', mailDate(data.startAt, data.timeZone)],
      ['Time', mailTimeRange(data.startAt, data.endAt, data.timeZone)],
      ['Staff', data.employeeName],
      ['Location', data.locationName],
      ['Treatments', data.treatments.join(', ')],
    ],
    action: { label: 'Book this time', url: data.link },
    closing: ['Other clients on the waitlist hear about it too: the first to book gets it. You can leave the waitlist from Your Appointments.'],
  }, practice);
}
