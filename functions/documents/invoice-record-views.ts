// Stored invoices → the documents' view models (invoice-document-view.ts), and the practice settings →
// the header every document starts with. The one mapping, used by the document routes here and by
// the invoices group's mails through public.ts.
import { finalizedStatuses } from '#functions/contract/invoices.ts';
import type { PracticeSettings } from '#functions/contract/settings.ts';
import { fromHundredths } from '#functions/contract/money.ts';
import type { InvoiceRecord, StoredLine } from '#functions/model/invoice-record.ts';
import type { DocumentPractice, InvoicePdfView, ReceiptPdfView } from '#functions/documents/invoice-document-view.ts';

export const documentPractice = (s: Pick<PracticeSettings, 'practice_name' | 'address' | 'phone' | 'public_email'>): DocumentPractice =>
  ({ name: s.practice_name, address: s.address, phone: s.phone, email: s.public_email });

const lineView = (l: StoredLine) => ({ name: l.name, quantity: fromHundredths(l.quantity), priceCents: l.retailPriceCents, totalCents: l.totalCents });

export const isFinalizedInvoice = (r: Pick<InvoiceRecord, 'status'>): boolean => finalizedStatuses.includes(r.status);

export function invoicePdfView(r: InvoiceRecord): InvoicePdfView {
  const category = (lines: StoredLine[], amountPaidCents: number) => ({ lines: lines.map(lineView), amountPaidCents });
  return {
    number: r.number, vendorName: r.employeeVendorName ?? '', employeeName: r.employeeName, employeeEmail: r.employeeEmail,
    chargeCents: r.chargeCents, clientName: `${r.clientName} ${r.clientLastName}`.trim(), dateOfService: r.dateOfService,
    paymentType: r.paymentType, conciergeFeePaid: r.conciergeFeePaid, gfe: r.gfe, providerPurchased: r.providerPurchased,
    semagConsultFee: r.semagConsultFee, totalClientPaidCents: r.totalClientPaidCents, personalDiscountCents: r.personalDiscountCents,
    tipCents: r.tipCents,
    overhead: r.overheadFeeType && r.overheadFeeValue !== null ? { type: r.overheadFeeType, value: r.overheadFeeValue } : null,
    categories: {
      products: category(r.lineItems.products, r.amtPaidForProductsCents),
      retail_products: category(r.lineItems.retail_products, r.amtPaidForRetailProductsCents),
      wellness_products: category(r.lineItems.wellness_products, r.amtPaidForWellnessProductsCents),
      mp_products: category(r.lineItems.mp_products, r.amtPaidForMpProductsCents),
    },
    finalized: isFinalizedInvoice(r),
  };
}

export function receiptPdfView(client: { name: string; last_name: string; phone_number: string | null; email: string }, invoices: readonly InvoiceRecord[], footerLink?: string): ReceiptPdfView {
  return {
    client: { name: `${client.name} ${client.last_name}`.trim(), phone: client.phone_number ?? '', email: client.email },
    items: invoices.map((r) => ({ dateOfService: r.dateOfService, employeeName: r.employeeName, invoiceNumber: r.number, amountPaidCents: r.totalClientPaidCents })),
    ...(footerLink ? { footerLink } : {}),
  };
}
