// "Payout on hold: Stripe account verification pending" (REFERENCE §3.12): Stripe has not enabled
// payouts on the employee's account yet.
import type { MailPractice, RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import { payoutMail, type PayoutMailData } from '#functions/lib/mail/payout-mail-view.ts';

export function payoutVerificationPendingMail(d: PayoutMailData, practice: MailPractice): RenderedMail {
  return payoutMail(d, {
    subject: 'Payout on hold: Stripe account verification pending', heading: 'Your payout is on hold',
    paragraphs: ['Stripe is still verifying your account, so payouts to it are not enabled yet. Check Bank details in your profile for anything Stripe still needs; the practice can pay you once verification is complete.'],
    action: 'Review my Stripe account',
  }, practice);
}
