// Quantities, dates and stock movement reasons as the inventory screens show them.
export { formatDate, formatQuantity, quantityInput } from '#web/lib/plain-format.ts';

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
