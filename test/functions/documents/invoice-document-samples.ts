// Invoice documents as the invoices group would hand them over, with names in several scripts: the
// renderer tests read their text back, and `npx tsx test/functions/documents/invoice-document-samples.ts DIR`
// writes each PDF there to look at (pdftoppm -png -r 60).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  DocumentPractice, InvoiceGroupPdfView, InvoicePdfView, MentorGroupPdfView, ReceiptPdfView,
} from '#functions/documents/public.ts';
import { renderInvoiceGroupPdf, renderInvoicePdf, renderMentorGroupPdf, renderReceiptPdf } from '#functions/documents/public.ts';

export const practice: DocumentPractice = {
  name: 'Glow & Co Med Spa', address: '410 Elm Street\nChicago, IL 60610', phone: '(312) 555-0142', email: 'hello@glow.example',
};

const noLines = { lines: [], amountPaidCents: 0 };

export const invoice: InvoicePdfView = {
  number: 1042, vendorName: 'Şahin Aesthetics LLC', employeeName: 'Łucja Şahin', employeeEmail: 'lucja@example.com',
  chargeCents: 123456, clientName: 'Ольга Смирнова', dateOfService: '2026-11-24', paymentType: 'cherry',
  conciergeFeePaid: true, gfe: false, providerPurchased: false, semagConsultFee: true,
  totalClientPaidCents: 250075, personalDiscountCents: 5000, tipCents: 2000, overhead: { type: 'percentage', value: 12.5 },
  categories: {
    products: {
      lines: [
        { name: 'Botox (units)', quantity: 20, priceCents: 1250, totalCents: 25000 },
        { name: 'Juvéderm Ultra XC', quantity: 1.25, priceCents: 65000, totalCents: 81250 },
      ],
      amountPaidCents: 200075,
    },
    retail_products: { lines: [{ name: 'SkinMedica TNS serum', quantity: 1, priceCents: 50000, totalCents: 50000 }], amountPaidCents: 50000 },
    wellness_products: noLines,
    mp_products: noLines,
  },
  finalized: false,
};

export const group: InvoiceGroupPdfView = {
  vendorName: 'Şahin Aesthetics LLC', employeeName: 'Łucja Şahin', employeeEmail: 'lucja@example.com', finalized: true,
  invoices: [
    { number: 1042, clientName: 'Ольга Смирнова', dateOfService: '2026-11-24', chargeCents: 123456, personalDiscountCents: 5000, tipCents: 2000 },
    { number: 1043, clientName: 'Zoë Ångström', dateOfService: '2026-11-25', chargeCents: 10001, personalDiscountCents: 0, tipCents: 1500 },
  ],
};

export const mentorGroup: MentorGroupPdfView = {
  vendorName: 'Zoë Mentoring', mentorName: 'Zoë Ångström', mentorEmail: 'zoe@example.com', finalized: false,
  invoices: [
    { number: 1044, menteeName: 'Łucja Şahin', clientName: 'Ольга Смирнова', dateOfService: '2026-11-24', chargeCents: 6173 },
    { number: 1045, menteeName: 'Łucja Şahin', clientName: 'Zoë Ångström', dateOfService: '2026-11-25', chargeCents: 500 },
  ],
};

export const receipt: ReceiptPdfView = {
  client: { name: 'Ольга Смирнова', phone: '(312) 555-0199', email: 'olga@example.com' },
  items: [
    { dateOfService: '2026-11-24', employeeName: 'Łucja Şahin', invoiceNumber: 1042, amountPaidCents: 250075 },
    { dateOfService: '2026-10-02', employeeName: 'Zoë Ångström', invoiceNumber: 977, amountPaidCents: 9999 },
  ],
  footerLink: 'https://glow.example/clients',
};

if (process.argv[1]?.endsWith('invoice-document-samples.ts') && process.argv[2]) {
  const dir = process.argv[2];
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'invoice.pdf'), await renderInvoicePdf(invoice, practice));
  writeFileSync(join(dir, 'group.pdf'), await renderInvoiceGroupPdf(group, practice));
  writeFileSync(join(dir, 'mentor-group.pdf'), await renderMentorGroupPdf(mentorGroup, practice));
  writeFileSync(join(dir, 'receipt.pdf'), await renderReceiptPdf(receipt, practice));
}
