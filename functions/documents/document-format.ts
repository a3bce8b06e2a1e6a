// How the invoice documents word their values (REFERENCE §0.1, §2.8): dates `MM/DD/YYYY`, Yes/No,
// payment types by their labels, quantities as decimals; money is `formatMoney` (contract/money.ts).
import { formatMoney } from '#functions/contract/money.ts';
import type { PdfHeader } from '#functions/lib/pdf/pdf-blocks.ts';
import type { DocumentPractice, InvoicePdfView } from '#functions/documents/invoice-document-view.ts';

/** `11/24/2026` for `2026-11-24` (a calendar date: no zone is involved). */
export function documentDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const [, year, month, day] = match;
  return `${month}/${day}/${year}`;
}

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

const paymentTypeLabels: Readonly<Record<InvoicePdfView['paymentType'], string>> = {
  credit_card: 'Credit/Debit',
  cherry: 'Cherry Payments/Affirm',
  other: 'Other',
};
export const paymentTypeLabel = (type: InvoicePdfView['paymentType']): string => paymentTypeLabels[type];

/** `1.25`, `2`: quantities are stored as hundredths and print without trailing zeros. */
export const quantityText = (quantity: number): string => String(Math.round(quantity * 100) / 100);

/** A charge, or a dash where there is none (an evaluation). */
export const chargeText = (cents: number | null): string => (cents === null ? '—' : formatMoney(cents));

export function overheadText(overhead: InvoicePdfView['overhead']): string {
  if (!overhead) return 'None';
  return overhead.type === 'percentage' ? `Percentage, ${overhead.value}%` : `Fixed, ${formatMoney(overhead.value)}`;
}

/** The practice block every document starts with. */
export const practiceHeader = (practice: DocumentPractice): PdfHeader['practice'] => ({
  name: practice.name,
  lines: [practice.address, practice.phone, practice.email],
});

/** The small print of every page: the practice's name and address on one line. */
export const practiceFooter = (practice: DocumentPractice): string =>
  [practice.name, practice.address.replace(/\s*\n\s*/g, ', ')].filter((part) => part.trim() !== '').join(' · ');
