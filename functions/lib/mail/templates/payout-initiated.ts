// "Payment Initiated successfully" (REFERENCE §3.12): a Pay Faster transfer was made; the bank
// usually shows it in 5–7 days.
import type { MailPractice, RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import { payoutMail, type PayoutMailData } from '#functions/lib/mail/payout-mail-view.ts';

export function payoutInitiatedMail(d: PayoutMailData, practice: MailPractice): RenderedMail {
  return payoutMail(d, {
    subject: 'Payment Initiated successfully', heading: 'Your payment is on its way',
    paragraphs: ['The payment for your invoice has been sent to your Stripe account. It usually arrives in your bank account in 5–7 days.'],
    action: 'See my invoices',
  }, practice);
}
