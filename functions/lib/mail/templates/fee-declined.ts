// "A card was declined" (issue 24, decision 032): to the practice's inbox when the saved card did not
// pay a cancellation or no-show fee, so the front desk can ask the client for another card and retry.
import { formatMoney } from '#functions/contract/money.ts';
import { mailDate, mailTimeRange } from '#functions/lib/mail/mail-format.ts';
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';

export interface FeeDeclinedData {
  feeName: 'Late cancellation fee' | 'No-show fee';
  amountCents: number;
  clientName: string;
  employeeName: string;
  startAt: string;
  endAt: string;
  timeZone: string;
  /** Stripe's message, or why no charge was attempted. */
  reason: string;
  /** The appointment on the schedule, where "Retry charge" is. */
  link: string;
}

export function feeDeclinedMail(d: FeeDeclinedData, practice: MailPractice): RenderedMail {
  return renderMail({
    subject: `${d.feeName} not charged: ${d.clientName}`,
    heading: `${d.feeName} not charged`,
    paragraphs: [`The ${d.feeName.toLowerCase()} of ${formatMoney(d.amountCents)} for ${d.clientName} could not be charged to the card on file: ${d.reason}`],
    details: [
      ['Client', d.clientName],
      ['Appointment', `${mailDate(d.startAt, d.timeZone)}, ${mailTimeRange(d.startAt, d.endAt, d.timeZone)}`],
      ['Staff', d.employeeName],
      ['Amount', formatMoney(d.amountCents)],
    ],
    closing: ['Once the client has added a card, open the appointment and choose "Retry charge".'],
    action: { label: 'Open the appointment', url: d.link },
  }, practice);
}
