// The appointment aggregate as services see it (docs/data-model.md §2.7): the root item with its
// embedded treatment and product lines, payments and notes. `fromItem` is the one place that reads
// stored attributes; everything else works on this typed record.
import {
  appointmentStatuses, paymentKinds, paymentMethods, paymentStatuses, reminderKinds,
  type AppointmentStatus, type BookedBy, type ReminderKind,
} from '#functions/contract/schedule.ts';

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
  intakeFormsPending: { id: string; name: string }[];
  cancelledBy: CancelledBy | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

type Raw = Record<string, unknown>;
const text = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const textOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' ? v : fallback);
const list = (v: unknown): Raw[] => (Array.isArray(v) ? v.filter((x): x is Raw => typeof x === 'object' && x !== null) : []);
const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(v) ? (v as T) : fallback;

function treatmentFrom(t: Raw): AppointmentTreatment {
  return {
    id: text(t.id), treatmentId: text(t.treatment_id), name: text(t.name), priceCents: num(t.price_cents),
    position: num(t.position), durationMinutes: num(t.duration_minutes), bufferMinutes: num(t.buffer_minutes),
    productId: textOrNull(t.product_id), quantity: num(t.quantity),
  };
}

function productFrom(p: Raw): AppointmentProduct {
  return {
    id: text(p.id), productId: text(p.product_id), name: text(p.name), productType: text(p.product_type),
    quantity: num(p.quantity, 1), unitPriceCents: num(p.unit_price_cents),
  };
}

function paymentFrom(p: Raw): AppointmentPayment {
  return {
    id: text(p.id), kind: oneOf(paymentKinds, p.kind, 'in_person'), method: oneOf(paymentMethods, p.method, 'other'),
    amountCents: num(p.amount_cents), status: oneOf(paymentStatuses, p.status, 'pending'),
    scheduleTreatmentId: textOrNull(p.schedule_treatment_id), scheduleProductId: textOrNull(p.schedule_product_id),
    stripeCheckoutSessionId: textOrNull(p.stripe_checkout_session_id), stripePaymentIntentId: textOrNull(p.stripe_payment_intent_id),
    recordedBy: textOrNull(p.recorded_by), paidAt: textOrNull(p.paid_at), createdAt: textOrNull(p.created_at),
  };
}

function noteFrom(n: Raw): AppointmentNote {
  return {
    id: text(n.id), content: text(n.content), dueDate: textOrNull(n.due_date), employeeId: text(n.employee_id),
    employeeName: text(n.employee_name), favorite: n.favorite === true, createdAt: text(n.created_at),
    updatedAt: text(n.updated_at), version: num(n.version, 1),
  };
}

function notesFrom(v: unknown): Record<string, AppointmentNote> {
  if (typeof v !== 'object' || v === null) return {};
  return Object.fromEntries(Object.values(v as Record<string, unknown>)
    .filter((n): n is Raw => typeof n === 'object' && n !== null)
    .map((n) => [text(n.id), noteFrom(n)]));
}

function cancelledByFrom(v: unknown): CancelledBy | null {
  if (typeof v !== 'object' || v === null) return null;
  const raw = v as Raw;
  return { type: oneOf(['client', 'staff', 'system'] as const, raw.type, 'system'), id: textOrNull(raw.id) };
}

/** The typed record of an appointment root item. */
export function fromItem(item: Raw): AppointmentRecord {
  return {
    id: text(item.id), status: oneOf(appointmentStatuses, item.status, 'booked'),
    bookedBy: oneOf(['client', 'staff'] as const, item.booked_by, 'staff'), productType: text(item.product_type, 'treatment_for_client'),
    employeeId: text(item.employee_id), employeeName: text(item.employee_name),
    clientId: text(item.client_id), clientName: text(item.client_name), clientLastName: text(item.client_last_name),
    clientEmail: text(item.client_email), clientPhone: textOrNull(item.client_phone),
    locationId: text(item.location_id), locationName: text(item.location_name), timezone: text(item.timezone, 'UTC'),
    date: text(item.date), startTime: text(item.start_time), endTime: text(item.end_time),
    startAt: text(item.start_at), endAt: text(item.end_at), durationMinutes: num(item.duration_minutes),
    bufferMinutes: num(item.buffer_minutes),
    reminder: (Array.isArray(item.reminder) ? item.reminder : []).filter((r): r is ReminderKind => (reminderKinds as readonly unknown[]).includes(r)),
    treatments: list(item.treatments).map(treatmentFrom).sort((a, b) => a.position - b.position),
    products: list(item.products).map(productFrom),
    payments: list(item.payments).map(paymentFrom),
    notes: notesFrom(item.notes),
    intakeFormsPending: list(item.intake_forms_pending).map((f) => ({ id: text(f.id), name: text(f.name) })),
    cancelledBy: cancelledByFrom(item.cancelled_by), cancelledAt: textOrNull(item.cancelled_at), cancelReason: textOrNull(item.cancel_reason),
    createdAt: text(item.created_at), updatedAt: text(item.updated_at), version: num(item.version, 1),
  };
}

/** When the employee is free again: the end plus the cleanup buffer. */
export const blockedUntil = (a: Pick<AppointmentRecord, 'endAt' | 'bufferMinutes'>): string =>
  new Date(Date.parse(a.endAt) + a.bufferMinutes * 60_000).toISOString();

/** Whether the appointment still holds its time (everything but a cancellation does). */
export const holdsTime = (a: Pick<AppointmentRecord, 'status'>): boolean => a.status !== 'cancelled';
