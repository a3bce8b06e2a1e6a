// "Your payment will be initiated in 10 days" (REFERENCE §3.12): a default (not Pay Faster) payout
// was scheduled `payout_delay_days` ahead.
import type { MailPractice, RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import { payoutMail, type PayoutMailData } from '#functions/lib/mail/payout-mail-view.ts';

export function payoutScheduledMail(d: PayoutMailData & { delayDays: number }, practice: MailPractice): RenderedMail {
  return payoutMail(d, {
    subject: `Your payment will be initiated in ${d.delayDays} days`, heading: 'Your payment is scheduled',
    paragraphs: [`Your invoice has been approved for payment. The transfer to your Stripe account will be initiated in ${d.delayDays} days.`],
    action: 'See my invoices',
  }, practice);
}
