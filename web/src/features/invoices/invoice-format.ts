// Invoice words as the screens show them (REFERENCE §2.8): payment types, statuses, kinds and the
// Payment Frequency of Invoices to Pay.
import type { PaymentType } from '#functions/contract/invoice-charge.ts';
import type { InvoiceKind, InvoiceStatus } from '#functions/contract/invoices.ts';

export const paymentTypeLabels: Record<PaymentType, string> = { credit_card: 'Credit/Debit', cherry: 'Cherry Payments/Affirm', other: 'Other' };

export const statusLabels: Record<InvoiceStatus, string> = {
  submitted: 'Submitted', rejected: 'Rejected', finalized: 'Finalized', payment_scheduled: 'Payment scheduled', paid: 'Paid',
};

// Outlined, in colours whose text keeps 4.5:1 on white and on a hovered row (axe on Invoices to Pay;
// green 9 and teal 9 fall short on gray 1). A light badge given a shade is drawn solid, hiding its text.
export const statusColors: Record<InvoiceStatus, string> = {
  submitted: 'blue.9', rejected: 'red.9', finalized: 'cyan.9', payment_scheduled: 'grape.9', paid: 'teal.9',
};

export const kindLabels: Record<InvoiceKind, string> = { service: 'Service', mentor_fee: 'Mentor fee', evaluation: 'Mentorship evaluation' };

/** "Pay Faster" or "Default" (REFERENCE §5 Invoices to Pay). */
export const paymentFrequency = (instantPay: boolean): string => (instantPay ? 'Pay Faster' : 'Default');
