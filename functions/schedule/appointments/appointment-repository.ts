// Appointment roots (docs/data-model.md §2.7) and the booking claims (§2.6): the reads AP-APPT-1,
// -2, -3, -5, the root item builder, and the transaction steps of T-BOOK, T-RESCHED and T-CANCEL
// (each root write carries its report roll-up change, §2.12).
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { queryAll } from '#functions/lib/db/queries.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { versionedSet } from '#functions/lib/db/write-steps.ts';
import { conflict, type AppError } from '#functions/lib/errors/app-error.ts';
import { addRollupChanges } from '#functions/lib/rollups/rollup-repository.ts';
import { locationKeys } from '#functions/model/location-keys.ts';
import { fromItem, type AppointmentRecord } from '#functions/model/appointment-record.ts';
import { appointmentRollup, rollupChanges } from '#functions/model/report-rollup.ts';
import { scheduleKeys, type ClaimParty } from '#functions/model/schedule-keys.ts';

/** How far before a range an appointment overlapping it can start: the longest booking plus its buffer. */
const lookBehindMs = (480 + 120) * 60_000;
const claimTtlSeconds = 7 * 24 * 3600;

export interface RangeOptions {
  includeCancelled?: boolean;
  locationId?: string | undefined;
  employeeId?: string | undefined;
}

async function queryRange(index: 'GSI1' | 'GSI2' | 'GSI3', pk: string, from: string, to: string, options: RangeOptions): Promise<AppointmentRecord[]> {
  const lower = new Date(Date.parse(from) - lookBehindMs).toISOString();
  const items = await queryAll({
    IndexName: index,
    KeyConditionExpression: `${index}PK = :pk AND ${index}SK BETWEEN :from AND :to`,
    ExpressionAttributeValues: { ':pk': pk, ':from': lower, ':to': to },
  });
  return items.map(fromItem).filter((a) =>
    a.endAt > from && (options.includeCancelled === true || a.status !== 'cancelled')
    && (options.locationId === undefined || a.locationId === options.locationId)
    && (options.employeeId === undefined || a.employeeId === options.employeeId));
}

/** AP-APPT-1: an employee's appointments overlapping [from, to), at every location unless filtered. */
export const listEmployeeAppointments = (employeeId: string, from: string, to: string, options: RangeOptions = {}) =>
  queryRange('GSI1', scheduleKeys.appointmentsOfEmployee(employeeId).GSI1PK, from, to, options);

/** AP-APPT-2: a client's appointments overlapping [from, to). */
export const listClientAppointments = (clientId: string, from: string, to: string, options: RangeOptions = {}) =>
  queryRange('GSI2', scheduleKeys.appointmentsOfClient(clientId).GSI2PK, from, to, options);

/** AP-APPT-3: a location's appointments overlapping [from, to). */
export const listLocationAppointments = (locationId: string, from: string, to: string, options: RangeOptions = {}) =>
  queryRange('GSI3', scheduleKeys.appointmentsOfLocation(locationId).GSI3PK, from, to, options);

/** AP-APPT-5: one root, strongly consistent when it decides a write. */
export async function getAppointment(id: string, consistent = false): Promise<AppointmentRecord | null> {
  const item = await getItem(scheduleKeys.appointment(id), consistent);
  return item ? fromItem(item) : null;
}

/** The stored attributes of a record, index keys included (the root of T-BOOK, the SET of T-RESCHED). */
export function appointmentAttributes(a: AppointmentRecord): Record<string, unknown> {
  return {
    ...scheduleKeys.appointmentIndex(a),
    status: a.status, booked_by: a.bookedBy, product_type: a.productType,
    employee_id: a.employeeId, employee_name: a.employeeName, client_id: a.clientId, client_name: a.clientName,
    client_last_name: a.clientLastName, client_email: a.clientEmail, client_phone: a.clientPhone,
    location_id: a.locationId, location_name: a.locationName, timezone: a.timezone,
    date: a.date, start_time: a.startTime, end_time: a.endTime, start_at: a.startAt, end_at: a.endAt,
    duration_minutes: a.durationMinutes, buffer_minutes: a.bufferMinutes, reminder: a.reminder,
    treatments: a.treatments.map((t) => ({
      id: t.id, treatment_id: t.treatmentId, name: t.name, price_cents: t.priceCents, position: t.position,
      duration_minutes: t.durationMinutes, buffer_minutes: t.bufferMinutes, product_id: t.productId, quantity: t.quantity,
    })),
    products: a.products.map((p) => ({
      id: p.id, product_id: p.productId, name: p.name, product_type: p.productType, quantity: p.quantity, unit_price_cents: p.unitPriceCents,
    })),
    payments: a.payments.map((p) => ({
      id: p.id, kind: p.kind, method: p.method, amount_cents: p.amountCents, status: p.status,
      schedule_treatment_id: p.scheduleTreatmentId, schedule_product_id: p.scheduleProductId,
      stripe_checkout_session_id: p.stripeCheckoutSessionId, stripe_payment_intent_id: p.stripePaymentIntentId,
      recorded_by: p.recordedBy, paid_at: p.paidAt, created_at: p.createdAt, failure_message: p.failureMessage ?? null,
    })),
    cancellation_policy: a.cancellationPolicy ? {
      window_hours: a.cancellationPolicy.windowHours, late_cancel_fee_cents: a.cancellationPolicy.lateCancelFeeCents,
      no_show_fee_cents: a.cancellationPolicy.noShowFeeCents,
    } : null,
    cancelled_by: a.cancelledBy, cancelled_at: a.cancelledAt, cancel_reason: a.cancelReason,
    hold_expires_at: a.holdExpiresAt ?? null,
  };
}

/** The whole root item of a new appointment (notes start empty). */
export function appointmentItem(a: AppointmentRecord): Record<string, unknown> {
  const notes = Object.fromEntries(Object.values(a.notes).map((n) => [n.id, {
    id: n.id, content: n.content, due_date: n.dueDate, employee_id: n.employeeId, employee_name: n.employeeName,
    favorite: n.favorite, created_at: n.createdAt, updated_at: n.updatedAt, version: n.version,
  }]));
  return {
    ...scheduleKeys.appointment(a.id), entity: 'appointment', id: a.id, ...appointmentAttributes(a), notes,
    created_at: a.createdAt, updated_at: a.updatedAt, version: a.version,
  };
}

/** T-BOOK 1 and 8: Put the root, and add its figures to the report roll-ups (`zone`: the practice's). */
export function createAppointmentStep(plan: TransactionPlan, a: AppointmentRecord, zone: string): void {
  plan.put(appointmentItem(a));
  addRollupChanges(plan, appointmentRollup(a, zone), a.createdAt);
}

const claimFailure = (party: ClaimParty) => party === 'employee'
  ? () => conflict('slot_unavailable', 'This time is no longer available. Please choose another slot.')
  : () => conflict('client_double_booked', 'You already have an appointment at this time.');

/** One claim cell item; it expires (TTL) a week after the time it holds has passed. */
export function claimItem({ party, ownerId, cell, appointmentId, holdsUntil, now }: Omit<CellClaims, 'plan' | 'cells'> & { cell: string }): Record<string, unknown> {
  return {
    ...scheduleKeys.claim(party, ownerId, cell), entity: 'booking_claim', party, owner_id: ownerId,
    appointment_id: appointmentId, expires_at: Math.floor(Date.parse(holdsUntil) / 1000) + claimTtlSeconds, created_at: now,
  };
}

/** One party's cells of one appointment; a claim holds them until holdsUntil. */
export interface CellClaims {
  plan: TransactionPlan; party: ClaimParty; ownerId: string; cells: readonly string[]; appointmentId: string; holdsUntil: string; now: string;
}

/** T-BOOK 2/3, T-RESCHED: claim cells (each must be free). */
export function claimCellsStep({ plan, cells, ...claim }: CellClaims): void {
  for (const cell of cells) plan.put(claimItem({ ...claim, cell }), claimFailure(claim.party));
}

/** T-RESCHED, T-CANCEL: release cells this appointment holds. */
export function releaseCellsStep({ plan, party, ownerId, cells, appointmentId }: Omit<CellClaims, 'holdsUntil' | 'now'>): void {
  for (const cell of cells) {
    plan.delete(scheduleKeys.claim(party, ownerId, cell), { expression: 'appointment_id = :id', values: { ':id': appointmentId } });
  }
}

/** T-BOOK 4: the employee is still active, and still works at the location. */
export function employeeBookableCheck(plan: TransactionPlan, employeeId: string, locationId: string, onFail: () => AppError = () => conflict('slot_unavailable', 'This practitioner is no longer taking bookings.')): void {
  plan.check(employeeKeys.employee(employeeId), 'attribute_exists(PK) AND attribute_not_exists(deactivated_at)', {}, onFail);
  plan.check(employeeKeys.employeeLocation(employeeId, locationId), 'attribute_exists(PK)', {}, onFail);
}

/** T-BOOK: the location is not archived. */
export function locationActiveCheck(plan: TransactionPlan, locationId: string): void {
  plan.check(locationKeys.location(locationId), 'attribute_exists(PK) AND (attribute_not_exists(archived) OR archived = :false)', { ':false': false },
    () => conflict('slot_unavailable', 'This location is no longer taking bookings.'));
}

export interface RootChange {
  /** Extra condition on the stored status, e.g. not cancelled, or `start_at > now` for a client cancel. */
  condition?: { expression: string; names?: Record<string, string>; values: Record<string, unknown> };
  onFail?: () => AppError;
}

/** One rewrite of a root: `before` as read, `after` as it will be stored, `zone` the practice's. */
export interface RootWrite {
  plan: TransactionPlan; before: AppointmentRecord; after: AppointmentRecord; now: string; zone: string; change?: RootChange;
}

/**
 * T-RESCHED / T-CANCEL / status, line and payment changes: rewrite the root's attributes on the version
 * of `before` (the record the report roll-up change is computed from, so that change is exact) and
 * add that change (data model §2.12) in the same transaction.
 */
export function updateAppointmentStep({ plan, before, after, now, zone, change = {} }: RootWrite): void {
  const spec = versionedSet(appointmentAttributes(after), before.version, now);
  if (change.condition) {
    spec.condition = `${spec.condition ?? ''} AND ${change.condition.expression}`;
    spec.names = { ...spec.names, ...change.condition.names };
    spec.values = { ...spec.values, ...change.condition.values };
  }
  plan.update(scheduleKeys.appointment(after.id), spec, change.onFail ?? (() => conflict()));
  addRollupChanges(plan, rollupChanges(appointmentRollup(before, zone), appointmentRollup(after, zone)), now);
}

/** A write asked for a version other than the one read: refused before any figure is computed from it. */
export function checkReadVersion(before: AppointmentRecord, expectedVersion: number): void {
  if (before.version !== expectedVersion) throw conflict();
}
