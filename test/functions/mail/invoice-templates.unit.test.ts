// The invoice email templates (REFERENCE §3.12): subjects as the reference words them, the invoices
// listed by number with client, date and charge, the feedback of a rejection, and the PDF attached
// as application/pdf under its file name (a binary attachment's delivery through local SES:
// test/functions/lib/mail/mime-attachments.test.ts).
import { describe, expect, it } from 'vitest';
import { invoiceAttachmentMail } from '#functions/lib/mail/templates/invoice-attachment.ts';
import { invoiceCreatedMail } from '#functions/lib/mail/templates/invoice-created.ts';
import { invoiceNeedsUpdateMail } from '#functions/lib/mail/templates/invoice-needs-update.ts';
import { invoiceReceiptMail } from '#functions/lib/mail/templates/invoice-receipt.ts';
import { invoiceRejectedMail } from '#functions/lib/mail/templates/invoice-rejected.ts';
import { practice } from '#test/functions/mail/appointment-view.ts';

const pdf = { fileName: 'invoice-group-1042.pdf', bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]) };
const first = { number: 1042, clientName: 'Ольга Смирнова', dateOfService: '2026-11-24', chargeCents: 123456 };
const invoices = [
  first,
  { number: 1043, clientName: 'Zoë <Ångström>', dateOfService: '2026-11-25', chargeCents: null },
];
const link = 'http://localhost:3000/addinvoice';

describe('invoice templates', () => {
  it('"Invoice created." lists the submission and carries the draft PDF, to the employee or a mentor', () => {
    const mail = invoiceCreatedMail({ audience: 'employee', recipientName: 'Łucja Şahin', employeeName: 'Łucja Şahin', invoices, pdf }, practice);
    expect(mail.subject).toBe('Invoice created.');
    expect(mail.text).toContain('Hello Łucja Şahin, Glow & Co received 2 invoices from you.');
    expect(mail.text).toContain('Invoice #1042: Ольга Смирнова, 11/24/2026, $1,234.56');
    expect(mail.text).toContain('Invoice #1043: Zoë <Ångström>, 11/25/2026\n');
    expect(mail.html).toContain('Zoë &lt;Ångström&gt;');
    expect(mail.attachments).toEqual([{ filename: 'invoice-group-1042.pdf', contentType: 'application/pdf', content: pdf.bytes }]);
    const mentor = invoiceCreatedMail({ audience: 'mentor', recipientName: 'Zoë', employeeName: 'Łucja Şahin', invoices: [first], pdf }, practice);
    expect(mentor.text).toContain('Hello Zoë, Łucja Şahin submitted 1 invoice. Your mentor fee invoice is attached.');
  });

  it('"Invoice Attachment." carries the final PDF', () => {
    const mail = invoiceAttachmentMail({ recipientName: 'Łucja Şahin', invoices: [first], pdf }, practice);
    expect(mail.subject).toBe('Invoice Attachment.');
    expect(mail.text).toContain('Your invoice is finalized by Glow & Co.');
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');
  });

  it('a rejection asks for a resubmission with the feedback and the link', () => {
    const one = invoiceNeedsUpdateMail({ employeeName: 'Łucja Şahin', invoice: first, feedback: 'Add the lot number.', link }, practice);
    expect(one.subject).toBe('Invoice Needs to be updated, please re-submit this invoice.');
    expect(one.text).toContain('Feedback: Add the lot number.');
    expect(one.text).toContain(`\n${link}\n`);
    const all = invoiceRejectedMail({ employeeName: 'Łucja Şahin', invoices: invoices.map((i) => ({ ...i, feedback: `Fix ${i.number}` })), link }, practice);
    expect(all.subject).toBe('Invoice Rejected.');
    expect(all.text).toContain('All 2 invoices of your submission were rejected.');
    expect(all.text).toMatch(/Invoice #1042: .*\nFeedback: Fix 1042\nInvoice #1043: .*\nFeedback: Fix 1043/);
  });

  it('"Your Invoice Receipt" carries the receipt PDF and its total', () => {
    const receipt = { fileName: 'Invoices_Olga_all.pdf', bytes: pdf.bytes };
    const mail = invoiceReceiptMail({ clientName: 'Ольга', totalCents: 260074, pdf: receipt }, practice);
    expect(mail.subject).toBe('Your Invoice Receipt');
    expect(mail.text).toContain('Total: $2,600.74');
    expect(mail.attachments[0]?.filename).toBe('Invoices_Olga_all.pdf');
  });
});
