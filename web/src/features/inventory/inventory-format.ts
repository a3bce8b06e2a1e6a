// Quantities as people read and type them: decimals with at most 2 places (REFERENCE §0.1). The form
// keeps the typed text; the API's schema decides whether it is a valid quantity.
export const formatQuantity = (quantity: number): string => quantity.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Typed text → what the schema reads: blank is missing, anything else a number (NaN fails the schema). */
export const quantityInput = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/** `YYYY-MM-DD` → `MM/DD/YYYY` (REFERENCE §0.1). */
export const formatDate = (date: string): string => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** An instant → `MM/DD/YYYY h:mm AM/PM` in the browser's zone. */
export const formatInstant = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export const reasonLabels: Record<string, string> = {
  practice_add: 'Stock added',
  practice_set: 'Quantity set',
  assign: 'Assigned',
  transfer: 'Transferred',
  prompt_accept: 'Transfer accepted',
  prompt_reject: 'Transfer rejected',
  request_approve: 'Request approved',
  bulk_set: 'Employee stock set',
  invoice_submit: 'Used on an invoice',
  invoice_return: 'Returned from an invoice',
  employee_removed: 'Employee removed',
};
