// The documents side of the invoices' InvoiceNotices port (decision 022): renders with pdfkit, stores
// final group PDFs in S3 under the invoices' key scheme, and sends the invoice mails with their PDFs
// (REFERENCE §3.12). Handed to the delivery of the invoice outbox by this Lambda's entry (decisions 024, 031).
import type { InvoiceNotices } from '#functions/invoices/public.ts';
import type { PracticeSettings } from '#functions/contract/settings.ts';
import { invoiceObjects } from '#functions/model/invoice-keys.ts';
import type { InvoiceGroupRecord } from '#functions/model/invoice-group-record.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';
import { appLink, sendMail } from '#functions/lib/mail/send-mail.ts';
import { invoiceAttachmentMail } from '#functions/lib/mail/templates/invoice-attachment.ts';
import { invoiceCreatedMail } from '#functions/lib/mail/templates/invoice-created.ts';
import { invoiceNeedsUpdateMail } from '#functions/lib/mail/templates/invoice-needs-update.ts';
import { invoiceRejectedMail } from '#functions/lib/mail/templates/invoice-rejected.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { putObject } from '#functions/lib/storage/object-storage-repository.ts';
import { documentPractice } from '#functions/documents/invoice-record-views.ts';
import { renderInvoiceGroupPdf, renderMentorGroupPdf } from '#functions/documents/invoice-group-pdf.ts';
import { byMentor, byNumber, groupFileName, groupView, mentorFamilyView, mentorView, summaryOf } from '#functions/documents/invoice-group-views.ts';

const pdf = 'application/pdf';
const live = (members: readonly InvoiceRecord[], kind: 'service' | 'fee') =>
  members.filter((m) => (kind === 'fee') === (m.kind === 'mentor_fee') && m.status !== 'rejected').sort(byNumber);

async function mailMentors({ settings, fees, menteeName, finalized, group }: {
  settings: PracticeSettings; fees: readonly InvoiceRecord[]; menteeName: string; finalized: boolean; group: InvoiceGroupRecord;
}): Promise<void> {
  const practice = documentPractice(settings);
  for (const [mentorId, own] of byMentor(fees)) {
    const bytes = await renderMentorGroupPdf(mentorView(own, menteeName, finalized), practice);
    const file = { fileName: groupFileName(own), bytes };
    const recipientName = own[0]?.employeeName ?? '';
    const to = [own[0]?.employeeEmail ?? '', settings.notification_inbox, ...(finalized ? [settings.bill_pay_inbox] : [])];
    if (finalized) await putObject(invoiceObjects.mentorGroupPdf(group.id, mentorId, 'final', group.version), bytes, pdf);
    const mail = finalized
      ? invoiceAttachmentMail({ recipientName, invoices: own.map(summaryOf), pdf: file }, settings)
      : invoiceCreatedMail({ audience: 'mentor', recipientName, employeeName: menteeName, invoices: own.map(summaryOf), pdf: file }, settings);
    await sendMail({ to, ...mail });
  }
}

/** The group's `mentor_document` (REFERENCE §3.8, §3.12): one mentor group PDF of every fee invoice, whichever mentor it pays. */
async function storeMentorGroupPdf(group: InvoiceGroupRecord, fees: readonly InvoiceRecord[], menteeName: string, settings: PracticeSettings): Promise<string> {
  const key = invoiceObjects.groupPdf(group.id, 'mentor', 'final', group.version);
  await putObject(key, await renderMentorGroupPdf(mentorFamilyView(fees, menteeName), documentPractice(settings)), pdf);
  return key;
}

export const invoiceNotices: InvoiceNotices = {
  async submitted({ group, invoices, fees }) {
    const settings = await loadPracticeSettings();
    const own = [...invoices].sort(byNumber);
    const employee = own[0];
    if (!employee) return;
    const bytes = await renderInvoiceGroupPdf(groupView(own, false), documentPractice(settings));
    await sendMail({
      to: [employee.employeeEmail, settings.notification_inbox],
      ...invoiceCreatedMail({ audience: 'employee', recipientName: employee.employeeName, employeeName: employee.employeeName,
        invoices: own.map(summaryOf), pdf: { fileName: groupFileName(own), bytes } }, settings),
    });
    await mailMentors({ settings, fees: live(fees, 'fee'), menteeName: employee.employeeName, finalized: false, group });
  },

  async groupFinalized({ group, family, members }) {
    const settings = await loadPracticeSettings();
    const service = live(members, 'service');
    const menteeName = service[0]?.employeeName ?? members.find((m) => m.kind !== 'mentor_fee')?.employeeName ?? '';
    if (family === 'mentor') {
      const fees = live(members, 'fee');
      await mailMentors({ settings, fees, menteeName, finalized: true, group });
      return fees.length > 0 ? storeMentorGroupPdf(group, fees, menteeName, settings) : null;
    }
    const key = invoiceObjects.groupPdf(group.id, 'service', 'final', group.version);
    const bytes = await renderInvoiceGroupPdf(groupView(service, true), documentPractice(settings));
    await putObject(key, bytes, pdf);
    const recipient = service[0];
    await sendMail({
      to: [recipient?.employeeEmail ?? '', settings.bill_pay_inbox, settings.notification_inbox],
      ...invoiceAttachmentMail({ recipientName: recipient?.employeeName ?? '', invoices: service.map(summaryOf), pdf: { fileName: groupFileName(service), bytes } }, settings),
    });
    return key;
  },

  async rejected({ invoice, feedback, groupInvoices, wholeGroupRejected }) {
    const [settings, link] = await Promise.all([loadPracticeSettings(), appLink('/addinvoice')]);
    await sendMail({ to: [invoice.employeeEmail], ...invoiceNeedsUpdateMail({ employeeName: invoice.employeeName, invoice: summaryOf(invoice), feedback, link }, settings) });
    if (!wholeGroupRejected) return;
    const invoices = [...groupInvoices].sort(byNumber).map((r) => ({ ...summaryOf(r), feedback: r.rejection?.feedback ?? feedback }));
    await sendMail({ to: [invoice.employeeEmail], ...invoiceRejectedMail({ employeeName: invoice.employeeName, invoices, link }, settings) });
  },
};
