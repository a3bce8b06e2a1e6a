// "Reminder: On-board to Stripe" (REFERENCE §3.12): an admin tried to pay an invoice of an employee
// who has no Stripe account yet.
import type { MailPractice, RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import { payoutMail, type PayoutMailData } from '#functions/lib/mail/payout-mail-view.ts';

export function payoutOnboardReminderMail(d: PayoutMailData, practice: MailPractice): RenderedMail {
  return payoutMail(d, {
    subject: 'Reminder: On-board to Stripe', heading: 'Connect your bank account to get paid',
    paragraphs: [`${practice.practice_name} is ready to pay your invoice, but you have not connected a Stripe account yet. Open Bank details in your profile and complete the onboarding, then the payment can be sent.`],
    action: 'Connect with Stripe',
  }, practice);
}
