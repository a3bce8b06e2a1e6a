// What the reports read of invoices and appointments (docs/data-model.md §3.10): AP-REP-1 and AP-REP-2
// ask DynamoDB for these attributes only (a ProjectionExpression), which halves what a month of 5,000
// rows costs to read. Each projection has its one decoder here, reading through the same `readItem`
// rules and attribute names as the entity's full decoder (invoice-record.ts, appointment-record.ts).
import { appointmentStatuses, paymentMethods, type AppointmentStatus, type BookedBy } from '#functions/contract/schedule.ts';
import { invoiceStatuses, type InvoiceKind, type InvoiceStatus } from '#functions/contract/invoices.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { invoiceKeys } from '#functions/model/invoice-keys.ts';
import { scheduleKeys } from '#functions/model/schedule-keys.ts';

/** The invoice attributes the summary, the export and the location PDF use. */
export const invoiceFigureAttributes = [
  'id', 'kind', 'status', 'created_at', 'location_id', 'employee_id', 'charge_cents', 'total_client_paid_cents', 'personal_discount_cents', 'concierge_fee_paid', 'gfe',
] as const;

export interface InvoiceFigures {
  id: string;
  kind: Exclude<InvoiceKind, 'evaluation'>;
  status: InvoiceStatus;
  createdAt: string;
  locationId: string;
  employeeId: string;
  chargeCents: number;
  totalClientPaidCents: number;
  personalDiscountCents: number;
  conciergeFeePaid: boolean;
  gfe: boolean;
}

const billableKinds = ['service', 'mentor_fee'] as const;

/** A billable invoice (service or fee: evaluations never enter the status partitions); a charge is required. */
export function invoiceFiguresFromItem(item: Item): InvoiceFigures {
  const r = readItem('invoice', item, invoiceKeys.invoice(String(item.id)).PK);
  return {
    id: r.string('id'), kind: r.enumValue('kind', billableKinds), status: r.enumValue('status', invoiceStatuses), createdAt: r.string('created_at'),
    locationId: r.string('location_id'), employeeId: r.string('employee_id'),
    chargeCents: r.int('charge_cents'), totalClientPaidCents: r.int('total_client_paid_cents'),
    personalDiscountCents: r.int('personal_discount_cents'), conciergeFeePaid: r.flag('concierge_fee_paid'), gfe: r.flag('gfe'),
  };
}

/** The appointment attributes the sales breakdown and the dashboard use. */
export const appointmentFactAttributes = ['id', 'status', 'booked_by', 'client_id', 'employee_id', 'location_id', 'start_at', 'treatments'] as const;

export interface AppointmentFacts {
  id: string;
  status: AppointmentStatus;
  bookedBy: BookedBy;
  clientId: string;
  employeeId: string;
  locationId: string;
  startAt: string;
  /** Price snapshots, and the product and units (hundredths) each treatment uses. */
  treatments: { priceCents: number; productId: string | null; quantity: number }[];
}

const bookers = ['client', 'staff'] as const;

export function appointmentFactsFromItem(item: Item): AppointmentFacts {
  const r = readItem('appointment', item, scheduleKeys.appointment(String(item.id)).PK);
  return {
    id: r.string('id'), status: r.enumValue('status', appointmentStatuses), bookedBy: r.enumValue('booked_by', bookers),
    clientId: r.string('client_id'), employeeId: r.string('employee_id'), locationId: r.string('location_id'), startAt: r.string('start_at'),
    treatments: r.list('treatments').map((t) => ({ priceCents: t.int('price_cents'), productId: t.optionalString('product_id'), quantity: t.intOr('quantity', 0) })),
  };
}

export interface PaymentFacts {
  method: (typeof paymentMethods)[number];
  amountCents: number;
  /** Refunded at once because it paid an appointment already cancelled (decision 026): not income. */
  refunded: boolean;
}

/** A payment record (`PAYREC#…`, data model §2.7) as the location PDF's Transactions read it. */
export function paymentFactsFromItem(item: Item): PaymentFacts {
  const r = readItem('payment_record', item);
  return { method: r.enumValue('method', paymentMethods), amountCents: r.int('amount_cents'), refunded: r.optionalString('stripe_refund_id') !== null };
}
