// "Reminder: Add Your Bank Account to Stripe" (REFERENCE §3.12): the employee's Stripe account has
// no bank account to receive the payment.
import type { MailPractice, RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import { payoutMail, type PayoutMailData } from '#functions/lib/mail/payout-mail-view.ts';

export function payoutBankReminderMail(d: PayoutMailData, practice: MailPractice): RenderedMail {
  return payoutMail(d, {
    subject: 'Reminder: Add Your Bank Account to Stripe', heading: 'Add your bank account',
    paragraphs: [`${practice.practice_name} is ready to pay your invoice, but your Stripe account has no bank account yet. Add one from Bank details in your profile.`],
    action: 'Add a bank account',
  }, practice);
}
