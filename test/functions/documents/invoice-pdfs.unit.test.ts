// The invoice documents of REFERENCE §3.12 read back as text: names in Polish, Turkish, Russian and
// with diaereses, money formatted by contract/money.ts, "DRAFT" exactly until finalized.
import { describe, expect, it } from 'vitest';
import {
  receiptPdfFileName, renderInvoiceGroupPdf, renderInvoicePdf, renderMentorGroupPdf, renderReceiptPdf,
} from '#functions/documents/public.ts';
import { group, invoice, mentorGroup, practice, receipt } from '#test/functions/documents/invoice-document-samples.ts';
import { pdfPages, pdfText } from '#test/functions/documents/pdf-text.ts';

describe('the invoice PDF', () => {
  it('prints the practice, the people, the Yes/No lines and the amounts', async () => {
    const [page = '', ...more] = pdfPages(await renderInvoicePdf(invoice, practice));
    expect(more).toHaveLength(0);
    for (const text of ['Glow & Co Med Spa', '410 Elm Street', '(312) 555-0142', 'hello@glow.example']) expect(page).toContain(text);
    expect(page).toMatch(/Vendor\s+Şahin Aesthetics LLC/);
    expect(page).toMatch(/Name\s+Łucja Şahin/);
    expect(page).toMatch(/Client\s+Ольга Смирнова/);
    expect(page).toMatch(/Invoice #\s+1042/);
    expect(page).toMatch(/Date of Service\s+11\/24\/2026/);
    expect(page).toMatch(/Concierge Fee Paid\s+Yes/);
    expect(page).toMatch(/GFE\s+No/);
    expect(page).toMatch(/Provider Purchased\s+No/);
    expect(page).toMatch(/Semaglutide Consultation Fee\s+Yes/);
    expect(page).toMatch(/Total Amount Client Paid\s+\$2,500\.75/);
    expect(page).toMatch(/Payment Type\s+Cherry Payments\/Affirm/);
    expect(page).toMatch(/Tip\s+\$20\.00/);
    expect(page).toMatch(/Overhead\s+Percentage, 12\.5%/);
    expect(page).toMatch(/Charge\s+\$1,234\.56\s*\n/);
  });

  it('has one table per category that has lines, each ending with what the client paid for it', async () => {
    const page = pdfText(await renderInvoicePdf(invoice, practice));
    expect(page).toMatch(/Product Name\s+Quantity\s+Price\s+Total Price/);
    expect(page).toMatch(/Juvéderm Ultra XC\s+1\.25\s+\$650\.00\s+\$812\.50/);
    expect(page).toMatch(/Amount Paid for Products\s+\$2,000\.75/);
    expect(page).toMatch(/SkinMedica TNS serum\s+1\s+\$500\.00\s+\$500\.00/);
    expect(page).toMatch(/Amount Paid for Retail Products\s+\$500\.00/);
    expect(page).not.toContain('Wellness Products');
    expect(page).not.toContain('MP Products');
  });

  it('is stamped DRAFT until finalized', async () => {
    expect(pdfText(await renderInvoicePdf(invoice, practice), '-raw')).toContain('DRAFT');
    expect(pdfText(await renderInvoicePdf({ ...invoice, finalized: true }, practice), '-raw')).not.toContain('DRAFT');
  });

  it('prints a dash for the charge of an evaluation', async () => {
    const page = pdfText(await renderInvoicePdf({ ...invoice, chargeCents: null, overhead: { type: 'fixed', value: 2500 } }, practice));
    expect(page).toMatch(/Charge\s+—/);
    expect(page).toMatch(/Overhead\s+Fixed, \$25\.00/);
  });
});

describe('the group PDFs', () => {
  it('sum the charges as the Bill Amount, then list each invoice with its discount and tip', async () => {
    const page = pdfText(await renderInvoiceGroupPdf(group, practice));
    expect(page).toMatch(/Bill Amount:\s+\$1,334\.57/);
    expect(page).toMatch(/1042\s+Ольга Смирнова\s+11\/24\/2026\s+\$50\.00\s+\$20\.00\s+\$1,234\.56/);
    expect(page).toMatch(/1043\s+Zoë Ångström\s+11\/25\/2026\s+\$0\.00\s+\$15\.00\s+\$100\.01/);
    expect(pdfText(await renderInvoiceGroupPdf(group, practice), '-raw')).not.toContain('DRAFT');
    expect(pdfText(await renderInvoiceGroupPdf({ ...group, finalized: false }, practice), '-raw')).toContain('DRAFT');
  });

  it('name the mentor, and per invoice the mentee, client, date and fee', async () => {
    const pdf = await renderMentorGroupPdf(mentorGroup, practice);
    const page = pdfText(pdf);
    expect(page).toMatch(/Vendor\s+Zoë Mentoring/);
    expect(page).toMatch(/Mentor\s+Zoë Ångström/);
    expect(page).toMatch(/Email\s+zoe@example\.com/);
    expect(page).toMatch(/Bill Amount:\s+\$66\.73/);
    expect(page).toMatch(/1044\s+Łucja Şahin\s+Ольга Смирнова\s+11\/24\/2026\s+\$61\.73/);
    expect(pdfText(pdf, '-raw')).toContain('DRAFT');
  });
});

describe('the receipt PDF', () => {
  it('lists Items and Payments with Subtotal and Total under the practice and the client', async () => {
    const page = pdfText(await renderReceiptPdf(receipt, practice));
    expect(page).toMatch(/Client\s+Ольга Смирнова/);
    expect(page).toMatch(/Phone\s+\(312\) 555-0199/);
    expect(page).toContain('Items and Payments');
    expect(page).toMatch(/11\/24\/2026\s+Łucja Şahin\s+Invoice #1042, Quantity 1\s+\$2,500\.75/);
    expect(page).toMatch(/Subtotal\s+\$2,600\.74/);
    expect(page).toMatch(/Total\s+\$2,600\.74/);
    expect(page).toContain('https://glow.example/clients');
    expect(page).not.toContain('DRAFT');
  });

  it('is named after the client and the employee, or all', () => {
    expect(receiptPdfFileName('Ольга Смирнова', 'Łucja Şahin')).toBe('Invoices_Ольга_Смирнова_Łucja_Şahin.pdf');
    expect(receiptPdfFileName('Zoë', null)).toBe('Invoices_Zoë_all.pdf');
  });
});
