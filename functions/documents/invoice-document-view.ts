// What the invoice documents print, in their own terms (view models, not the DynamoDB records): the
// invoices group maps its records to these, so a change of storage never reaches a PDF's layout.
// Money is integer cents, quantities are decimals (1.25 vials), dates are `YYYY-MM-DD`.

/** The practice as its documents head it (REFERENCE §2.1 settings): blank lines are left out. */
export interface DocumentPractice {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface InvoiceLineView {
  name: string;
  quantity: number;
  priceCents: number;
  totalCents: number;
}

export const lineCategories = ['products', 'retail_products', 'wellness_products', 'mp_products'] as const;
export type LineCategory = (typeof lineCategories)[number];

export interface InvoiceCategoryView {
  lines: readonly InvoiceLineView[];
  /** What the client paid for the category (`amt_paid_for_*_cents`). */
  amountPaidCents: number;
}

export interface InvoicePdfView {
  number: number;
  vendorName: string;
  employeeName: string;
  employeeEmail: string;
  /** Owed to the provider; null for an evaluation. */
  chargeCents: number | null;
  clientName: string;
  dateOfService: string;
  paymentType: 'credit_card' | 'cherry' | 'other';
  conciergeFeePaid: boolean;
  gfe: boolean;
  providerPurchased: boolean;
  semagConsultFee: boolean;
  totalClientPaidCents: number;
  personalDiscountCents: number;
  tipCents: number;
  /** Informational, printed as entered: a percent, or cents when fixed. */
  overhead: { type: 'percentage' | 'fixed'; value: number } | null;
  categories: Readonly<Record<LineCategory, InvoiceCategoryView>>;
  /** "DRAFT" is stamped on every page until the invoice is finalized. */
  finalized: boolean;
}

/** One invoice of a group's summary. */
export interface GroupInvoiceView {
  number: number;
  clientName: string;
  dateOfService: string;
  chargeCents: number | null;
  personalDiscountCents: number;
  tipCents: number;
}

export interface InvoiceGroupPdfView {
  vendorName: string;
  employeeName: string;
  employeeEmail: string;
  invoices: readonly GroupInvoiceView[];
  finalized: boolean;
}

/** One mentor fee invoice: the mentor is paid for the mentee's invoice. */
export interface MentorInvoiceView {
  number: number;
  menteeName: string;
  chargeCents: number;
  clientName: string;
  dateOfService: string;
}

/** A mentor's fee invoices of one submission (the fee invoice's employee is the mentor). */
export interface MentorGroupPdfView {
  vendorName: string;
  mentorName: string;
  mentorEmail: string;
  invoices: readonly MentorInvoiceView[];
  finalized: boolean;
}

export interface ReceiptItemView {
  dateOfService: string;
  employeeName: string;
  invoiceNumber: number;
  amountPaidCents: number;
}

export interface ReceiptPdfView {
  client: { name: string; phone: string; email: string };
  items: readonly ReceiptItemView[];
  /** An optional link printed at the foot (the client's portal). */
  footerLink?: string | undefined;
}
