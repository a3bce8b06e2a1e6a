// The inbox alert of a payout the job gave up on (REFERENCE §3.8 "Payout job"): the first attempt and
// 3 retries failed; the row stays `failed` with Stripe's error for the admin to act on.
import type { MailPractice, RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import { payoutMail, type PayoutMailData } from '#functions/lib/mail/payout-mail-view.ts';

export function payoutFailedAlertMail(d: PayoutMailData & { attempts: number; error: string }, practice: MailPractice): RenderedMail {
  return payoutMail({ ...d, employeeName: 'team' }, {
    subject: `Payout failed: invoice #${d.invoice.number}`, heading: 'A scheduled payout failed',
    paragraphs: [`The payout to ${d.employeeName} failed ${d.attempts} times and will not be retried. Stripe said: ${d.error}`, 'Fix the cause in Stripe, then pay the invoice by hand or mark it as paid.'],
    action: 'Open Invoices to Pay',
  }, practice);
}
