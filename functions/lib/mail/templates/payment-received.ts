// "Payment received" (REFERENCE §3.12): to the client when a balance payment is fulfilled.
import type { AppointmentMailView } from '#functions/lib/mail/appointment-mail-view.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { mailDate, mailTimeRange } from '#functions/lib/mail/mail-format.ts';
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';

export interface PaymentReceivedData {
  appointment: AppointmentMailView;
  amountCents: number;
  remainingCents: number;
}

export function paymentReceivedMail(data: PaymentReceivedData, practice: MailPractice): RenderedMail {
  const a = data.appointment;
  return renderMail({
    subject: 'Payment received',
    heading: 'Payment received',
    paragraphs: [`Hello ${a.clientName}, thank you: ${practice.practice_name} received your payment of ${formatMoney(data.amountCents)}.`],
    details: [
      ['Amount paid', formatMoney(data.amountCents)],
      ['Remaining balance', formatMoney(data.remainingCents)],
      ['Appointment', `${mailDate(a.startAt, a.timeZone)}, ${mailTimeRange(a.startAt, a.endAt, a.timeZone)}`],
      ['Staff', a.employeeName],
    ],
  }, practice);
}
