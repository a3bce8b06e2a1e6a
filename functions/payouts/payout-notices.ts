// The payout emails (REFERENCE §3.12): to the employee whose invoice is being paid, and the inbox
// alert of a payout the job gave up on. A mail that fails to send is logged; it never undoes or
// blocks the payment decision it reports.
import type { Logger } from '#functions/lib/log/logger.ts';
import type { MailPractice, RenderedMail } from '#functions/lib/mail/mail-layout.ts';
import type { PayoutMailData } from '#functions/lib/mail/payout-mail-view.ts';
import { appLink, sendMail } from '#functions/lib/mail/send-mail.ts';
import { payoutBankReminderMail } from '#functions/lib/mail/templates/payout-bank-reminder.ts';
import { payoutFailedAlertMail } from '#functions/lib/mail/templates/payout-failed-alert.ts';
import { payoutInitiatedMail } from '#functions/lib/mail/templates/payout-initiated.ts';
import { payoutOnboardReminderMail } from '#functions/lib/mail/templates/payout-onboard-reminder.ts';
import { payoutScheduledMail } from '#functions/lib/mail/templates/payout-scheduled.ts';
import { payoutVerificationPendingMail } from '#functions/lib/mail/templates/payout-verification-pending.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

export type PayoutNotice = 'not_onboarded' | 'bank_missing' | 'verification_pending' | 'initiated' | 'scheduled';

const templates: Record<PayoutNotice, { path: string; render: (d: PayoutMailData & { delayDays: number }, p: MailPractice) => RenderedMail }> = {
  not_onboarded: { path: '/myprofile', render: payoutOnboardReminderMail },
  bank_missing: { path: '/myprofile', render: payoutBankReminderMail },
  verification_pending: { path: '/myprofile', render: payoutVerificationPendingMail },
  initiated: { path: '/myprofile', render: payoutInitiatedMail },
  scheduled: { path: '/myprofile', render: payoutScheduledMail },
};

const summary = (i: InvoiceRecord) => ({ number: i.number, clientName: `${i.clientName} ${i.clientLastName}`, dateOfService: i.dateOfService, chargeCents: i.chargeCents });

export async function sendPayoutNotice({ notice, invoice, logger }: { notice: PayoutNotice; invoice: InvoiceRecord; logger: Logger }): Promise<void> {
  try {
    const [practice, link] = await Promise.all([loadPracticeSettings(), appLink(templates[notice].path)]);
    const data = { employeeName: invoice.employeeName, invoice: summary(invoice), link, delayDays: practice.payout_delay_days };
    await sendMail({ to: [invoice.employeeEmail], ...templates[notice].render(data, practice) });
  } catch (error) {
    logger.error('payout email failed', { notice, invoiceId: invoice.id, err: error });
  }
}

/** To the notification inbox, once, when a payout's last retry failed. */
export async function sendPayoutFailedAlert({ invoice, attempts, error }: { invoice: InvoiceRecord; attempts: number; error: string }): Promise<void> {
  const [practice, link] = await Promise.all([loadPracticeSettings(), appLink('/invoices-to-pay')]);
  const mail = payoutFailedAlertMail({ employeeName: invoice.employeeName, invoice: summary(invoice), link, attempts, error }, practice);
  await sendMail({ to: [practice.notification_inbox], ...mail });
}
