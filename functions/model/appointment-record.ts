// The appointment aggregate as services see it (docs/data-model.md §2.7): the root item with its
// embedded treatment and product lines, payments and notes. `fromItem` is the one place that reads
// stored attributes; everything else works on this typed record.
import {
  appointmentStatuses, paymentKinds, paymentMethods, paymentStatuses, reminderKinds,
  type AppointmentStatus, type BookedBy, type ReminderKind,
} from '#functions/contract/schedule.ts';
import { readItem, type ItemReader } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export type PaymentKind = (typeof paymentKinds)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];

/** ScheduleTreatment: the price is a snapshot taken at booking. */
export interface AppointmentTreatment {
  id: string;
  treatmentId: string;
  name: string;
  priceCents: number;
  position: number;
  durationMinutes: number;
  bufferMinutes: number;
  productId: string | null;
  /** Product units used, in integer hundredths. */
  quantity: number;
}

/** ScheduleProduct: unique per product in the list; the unit price is a snapshot. */
export interface AppointmentProduct {
  id: string;
  productId: string;
  name: string;
  productType: string;
  quantity: number;
  unitPriceCents: number;
}

/** Payment (REFERENCE §2.5). Only `paid` ones count towards the amounts. */
export interface AppointmentPayment {
  id: string;
  kind: PaymentKind;
  method: PaymentMethod;
  amountCents: number;
  status: PaymentStatus;
  scheduleTreatmentId: string | null;
  scheduleProductId: string | null;
  stripeCheckoutSessionId: string | null;
  stripePaymentIntentId: string | null;
  recordedBy: string | null;
  paidAt: string | null;
  createdAt: string | null;
  /** A `failed` off-session charge: Stripe's message (absent on payments that cannot fail). */
  failureMessage?: string | null;
}

/** The practice's cancellation policy snapshotted at booking (decision 032); null before it existed. */
export interface CancellationPolicySnapshot {
  windowHours: number;
  lateCancelFeeCents: number;
  noShowFeeCents: number;
}

export interface AppointmentNote {
  id: string;
  content: string;
  dueDate: string | null;
  employeeId: string;
  employeeName: string;
  favorite: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface CancelledBy {
  type: 'client' | 'staff' | 'system';
  id: string | null;
}

export interface AppointmentRecord {
  id: string;
  status: AppointmentStatus;
  bookedBy: BookedBy;
  productType: string;
  employeeId: string;
  employeeName: string;
  clientId: string;
  clientName: string;
  clientLastName: string;
  clientEmail: string;
  clientPhone: string | null;
  locationId: string;
  locationName: string;
  /** The location's IANA zone when booked; `date`, `startTime`, `endTime` are wall-clock there. */
  timezone: string;
  date: string;
  startTime: string;
  endTime: string;
  /** UTC instants; the claims and index keys use these. */
  startAt: string;
  endAt: string;
  durationMinutes: number;
  /** Cleanup after the appointment: the employee is busy until `endAt` + this. */
  bufferMinutes: number;
  reminder: ReminderKind[];
  treatments: AppointmentTreatment[];
  products: AppointmentProduct[];
  payments: AppointmentPayment[];
  notes: Record<string, AppointmentNote>;
  /** Absent or null: booked before the policy existed, so no fee applies. */
  cancellationPolicy?: CancellationPolicySnapshot | null;
  /** While `pending_deposit`: when the unpaid hold is released (the HOLD item's expiry, copied for display). */
  holdExpiresAt?: string | null;
  cancelledBy: CancelledBy | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

const cancellers = ['client', 'staff', 'system'] as const;
const bookers = ['client', 'staff'] as const;

const treatmentFrom = (t: ItemReader): AppointmentTreatment => ({
  id: t.string('id'), treatmentId: t.string('treatment_id'), name: t.string('name'), priceCents: t.int('price_cents'),
  position: t.int('position'), durationMinutes: t.int('duration_minutes'), bufferMinutes: t.intOr('buffer_minutes', 0),
  productId: t.optionalString('product_id'), quantity: t.intOr('quantity', 0),
});

const productFrom = (p: ItemReader): AppointmentProduct => ({
  id: p.string('id'), productId: p.string('product_id'), name: p.string('name'), productType: p.string('product_type'),
  quantity: p.int('quantity'), unitPriceCents: p.int('unit_price_cents'),
});

const paymentFrom = (p: ItemReader): AppointmentPayment => ({
  id: p.string('id'), kind: p.enumValue('kind', paymentKinds), method: p.enumValue('method', paymentMethods),
  amountCents: p.int('amount_cents'), status: p.enumValue('status', paymentStatuses),
  scheduleTreatmentId: p.optionalString('schedule_treatment_id'), scheduleProductId: p.optionalString('schedule_product_id'),
  stripeCheckoutSessionId: p.optionalString('stripe_checkout_session_id'), stripePaymentIntentId: p.optionalString('stripe_payment_intent_id'),
  recordedBy: p.optionalString('recorded_by'), paidAt: p.optionalString('paid_at'), createdAt: p.optionalString('created_at'),
  failureMessage: p.optionalString('failure_message'),
});

function policyFrom(r: ItemReader): CancellationPolicySnapshot | null {
  const p = r.optionalMap('cancellation_policy');
  return p ? { windowHours: p.int('window_hours'), lateCancelFeeCents: p.int('late_cancel_fee_cents'), noShowFeeCents: p.int('no_show_fee_cents') } : null;
}

const noteFrom = (n: ItemReader): AppointmentNote => ({
  id: n.string('id'), content: n.string('content'), dueDate: n.optionalString('due_date'), employeeId: n.string('employee_id'),
  employeeName: n.string('employee_name'), favorite: n.flag('favorite'), createdAt: n.string('created_at'),
  updatedAt: n.string('updated_at'), version: n.intOr('version', 1),
});

function cancelledByFrom(r: ItemReader): CancelledBy | null {
  const by = r.optionalMap('cancelled_by');
  return by ? { type: by.enumValue('type', cancellers), id: by.optionalString('id') } : null;
}

/** The typed record of an appointment root item; a corrupt item throws CorruptItemError. */
export function fromItem(item: Item): AppointmentRecord {
  const r = readItem('appointment', item);
  return {
    id: r.string('id'), status: r.enumValue('status', appointmentStatuses),
    bookedBy: r.enumValue('booked_by', bookers), productType: r.string('product_type'),
    employeeId: r.string('employee_id'), employeeName: r.string('employee_name'),
    clientId: r.string('client_id'), clientName: r.string('client_name'), clientLastName: r.string('client_last_name'),
    clientEmail: r.string('client_email'), clientPhone: r.optionalString('client_phone'),
    locationId: r.string('location_id'), locationName: r.string('location_name'), timezone: r.string('timezone'),
    date: r.string('date'), startTime: r.string('start_time'), endTime: r.string('end_time'),
    startAt: r.string('start_at'), endAt: r.string('end_at'), durationMinutes: r.int('duration_minutes'),
    bufferMinutes: r.intOr('buffer_minutes', 0),
    reminder: r.enumList('reminder', reminderKinds),
    treatments: r.list('treatments').map(treatmentFrom).sort((a, b) => a.position - b.position),
    products: r.list('products').map(productFrom),
    payments: r.list('payments').map(paymentFrom),
    notes: Object.fromEntries(r.mapValues('notes').map(noteFrom).map((n) => [n.id, n])),
    cancellationPolicy: policyFrom(r), holdExpiresAt: r.optionalString('hold_expires_at'),
    cancelledBy: cancelledByFrom(r), cancelledAt: r.optionalString('cancelled_at'), cancelReason: r.optionalString('cancel_reason'),
    createdAt: r.string('created_at'), updatedAt: r.string('updated_at'), version: r.intOr('version', 1),
  };
}

/** When the employee is free again: the end plus the cleanup buffer. */
export const blockedUntil = (a: Pick<AppointmentRecord, 'endAt' | 'bufferMinutes'>): string =>
  new Date(Date.parse(a.endAt) + a.bufferMinutes * 60_000).toISOString();

/** Whether the appointment still holds its time (everything but a cancellation does). */
export const holdsTime = (a: Pick<AppointmentRecord, 'status'>): boolean => a.status !== 'cancelled';
