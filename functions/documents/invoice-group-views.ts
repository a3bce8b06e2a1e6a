// Stored invoices → the group documents' view models: a submission's service invoices (the group
// PDF) and one mentor's fee invoices (the mentor group PDF), each with its file name.
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';
import type { InvoiceGroupPdfView, MentorGroupPdfView } from '#functions/documents/invoice-document-view.ts';
import { invoiceGroupPdfFileName } from '#functions/documents/document-file-names.ts';
import type { InvoiceMailSummary } from '#functions/lib/mail/invoice-mail-view.ts';

const clientOf = (r: InvoiceRecord) => `${r.clientName} ${r.clientLastName}`.trim();
export const byNumber = (a: InvoiceRecord, b: InvoiceRecord) => a.number - b.number;

export function groupView(invoices: readonly InvoiceRecord[], finalized: boolean): InvoiceGroupPdfView {
  const first = invoices[0];
  return {
    vendorName: first?.employeeVendorName ?? '', employeeName: first?.employeeName ?? '', employeeEmail: first?.employeeEmail ?? '',
    invoices: invoices.map((r) => ({
      number: r.number, clientName: clientOf(r), dateOfService: r.dateOfService, chargeCents: r.chargeCents,
      personalDiscountCents: r.personalDiscountCents, tipCents: r.tipCents,
    })),
    finalized,
  };
}

export function mentorView(fees: readonly InvoiceRecord[], menteeName: string, finalized: boolean): MentorGroupPdfView {
  const first = fees[0];
  return {
    vendorName: first?.employeeVendorName ?? '', mentorName: first?.employeeName ?? '', mentorEmail: first?.employeeEmail ?? '',
    invoices: fees.map((f) => ({ number: f.number, menteeName, chargeCents: f.chargeCents ?? 0, clientName: clientOf(f), dateOfService: f.dateOfService })),
    finalized,
  };
}

/** Every fee invoice of a group in one mentor group PDF: the mentors (and their vendors, emails) named together. */
export function mentorFamilyView(fees: readonly InvoiceRecord[], menteeName: string): MentorGroupPdfView {
  const sorted = [...fees].sort(byNumber);
  const names = (pick: (f: InvoiceRecord) => string) => [...new Set(sorted.map(pick))].filter((v) => v !== '').join(', ');
  return { ...mentorView(sorted, menteeName, true), vendorName: names((f) => f.employeeVendorName ?? ''), mentorName: names((f) => f.employeeName), mentorEmail: names((f) => f.employeeEmail) };
}

export const summaryOf = (r: InvoiceRecord): InvoiceMailSummary => ({ number: r.number, clientName: clientOf(r), dateOfService: r.dateOfService, chargeCents: r.chargeCents });

export const groupFileName = (invoices: readonly InvoiceRecord[]): string => invoiceGroupPdfFileName(invoices[0]?.number ?? 0);

/** Fee invoices by the mentor who owns them. */
export function byMentor(fees: readonly InvoiceRecord[]): Map<string, InvoiceRecord[]> {
  const out = new Map<string, InvoiceRecord[]>();
  for (const f of [...fees].sort(byNumber)) out.set(f.employeeId, [...(out.get(f.employeeId) ?? []), f]);
  return out;
}
