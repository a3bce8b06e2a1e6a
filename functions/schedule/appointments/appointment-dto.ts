// DTO mappers: Schedule (full) and Appointment (light) of REFERENCE §4.0, with the amounts computed
// on read (`intake_forms_pending` too, by the caller: schedule-view.ts). Times go out as UTC instants
// plus the location-local date and the zone.
import type { Appointment, Schedule, ScheduleNote } from '#functions/contract/schedule.ts';
import type { PendingForm } from '#functions/forms/public.ts';
import { computeAmounts } from '#functions/schedule/appointments/appointment-amounts.ts';
import type { CancellationPolicy } from '#functions/contract/schedule.ts';
import type { AppointmentNote, AppointmentRecord } from '#functions/model/appointment-record.ts';

export const toPolicy = (a: Pick<AppointmentRecord, 'cancellationPolicy'>): CancellationPolicy => a.cancellationPolicy ? {
  window_hours: a.cancellationPolicy.windowHours, late_cancel_fee_cents: a.cancellationPolicy.lateCancelFeeCents,
  no_show_fee_cents: a.cancellationPolicy.noShowFeeCents,
} : null;

export const toNote = (n: AppointmentNote): ScheduleNote => ({
  id: n.id, content: n.content, due_date: n.dueDate, employee: { id: n.employeeId, name: n.employeeName },
  favorite: n.favorite, created_at: n.createdAt, updated_at: n.updatedAt, version: n.version,
});

/** `pending`: the intake forms still to fill (load-pending-forms.ts, computed on read). */
export function toSchedule(a: AppointmentRecord, pending: readonly PendingForm[]): Schedule {
  const amounts = computeAmounts(a);
  const line = (id: string) => amounts.lines.find((l) => l.lineId === id);
  const lineAmounts = (id: string) => {
    const l = line(id);
    return { total_amount_cents: l?.totalCents ?? 0, paid_amount_cents: l?.paidCents ?? 0, remaining_amount_cents: l?.remainingCents ?? 0, paid: (l?.remainingCents ?? 0) === 0 };
  };
  return {
    id: a.id, status: a.status, booked_by: a.bookedBy, payment_state: amounts.paymentState,
    client: { id: a.clientId, name: a.clientName, last_name: a.clientLastName, email: a.clientEmail, phone_number: a.clientPhone },
    employee: { id: a.employeeId, name: a.employeeName }, location: { id: a.locationId, name: a.locationName }, timezone: a.timezone,
    product_type: a.productType, date: a.date, start_time: a.startAt, end_time: a.endAt, duration_minutes: a.durationMinutes,
    total_amount_cents: amounts.totalCents, paid_amount_cents: amounts.paidCents, remaining_amount_cents: amounts.remainingCents,
    reminder: a.reminder, cancelled_at: a.cancelledAt, cancelled_by: a.cancelledBy, cancel_reason: a.cancelReason,
    treatments: a.treatments.map((t) => ({
      id: t.treatmentId, schedule_treatment_id: t.id, name: t.name, cost_cents: t.priceCents, duration_minutes: t.durationMinutes, ...lineAmounts(t.id),
    })),
    products: a.products.map((p) => ({
      id: p.productId, schedule_product_id: p.id, name: p.name, product_type: p.productType, retail_price_cents: p.unitPriceCents,
      quantity: p.quantity, ...lineAmounts(p.id),
    })),
    payments: a.payments.map((p) => ({ id: p.id, kind: p.kind, method: p.method, amount_cents: p.amountCents, status: p.status, paid_at: p.paidAt,
      failure_message: p.failureMessage ?? null,
    })),
    notes: Object.values(a.notes).sort((x, y) => x.createdAt.localeCompare(y.createdAt)).map(toNote),
    intake_forms_pending: [...pending], cancellation_policy: toPolicy(a), created_at: a.createdAt, version: a.version,
  };
}

export function toAppointment(a: AppointmentRecord): Appointment {
  const amounts = computeAmounts(a);
  return {
    id: a.id, status: a.status, booked_by: a.bookedBy, payment_state: amounts.paymentState,
    client: { id: a.clientId, name: a.clientName, last_name: a.clientLastName },
    employee: { id: a.employeeId, name: a.employeeName }, location: { id: a.locationId, name: a.locationName }, timezone: a.timezone,
    treatments: a.treatments.map((t) => ({ id: t.treatmentId, name: t.name })),
    products: a.products.map((p) => ({ id: p.productId, name: p.name, quantity: p.quantity })),
    product_type: a.productType, date: a.date, start_time: a.startAt, end_time: a.endAt,
    total_amount_cents: amounts.totalCents, paid_amount_cents: amounts.paidCents, remaining_amount_cents: amounts.remainingCents,
    reminder: a.reminder, cancellation_policy: toPolicy(a),
    hold_expires_at: a.status === 'pending_deposit' ? (a.holdExpiresAt ?? null) : null, version: a.version,
  };
}
