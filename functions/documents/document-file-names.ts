// The names invoice documents travel under, as a download and as a mail attachment (REFERENCE §3.12):
// `invoice-{number}.pdf`, `Invoices_<client>_<employee|all>.pdf`. Spaces become underscores so the
// name stays one token; the HTTP layer narrows it further to ASCII for the header.
const token = (name: string): string => name.trim().replace(/[\s/\\"]+/g, '_');

export const invoicePdfFileName = (number: number): string => `invoice-${number}.pdf`;

export const invoiceGroupPdfFileName = (firstNumber: number): string => `invoice-group-${firstNumber}.pdf`;

/** A receipt of one employee's invoices for the client, or of all of them (`employeeName` null). */
export const receiptPdfFileName = (clientName: string, employeeName: string | null): string =>
  `Invoices_${token(clientName)}_${employeeName === null ? 'all' : token(employeeName)}.pdf`;
