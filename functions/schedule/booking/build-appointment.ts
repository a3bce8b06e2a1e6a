// build-*: a new appointment record from the checked subject, the client and the time, with the
// treatment prices snapshotted (REFERENCE §2.5 CB) and the products' retail prices likewise.
import { ulid } from 'ulid';
import type { BookedBy, ReminderKind } from '#functions/contract/schedule.ts';
import { validationFailed } from '#functions/lib/errors/app-error.ts';
import type { PracticeSettings } from '#functions/contract/settings.ts';
import type { AppointmentProduct, AppointmentRecord, CancellationPolicySnapshot } from '#functions/model/appointment-record.ts';
import type { BookingContext, ClientInfo } from '#functions/schedule/booking/booking-context-repository.ts';
import type { CheckedSubject } from '#functions/schedule/booking/check-booking-subject.ts';
import { localOf } from '#functions/schedule/slots/local-time.ts';

export interface NewAppointment {
  subject: CheckedSubject;
  client: ClientInfo;
  startAt: string;
  endAt: string;
  bookedBy: BookedBy;
  productType: string;
  reminder: ReminderKind[];
  products?: AppointmentProduct[];
  /** The practice's policy in force at booking (a reschedule keeps the one booked under). */
  cancellationPolicy?: CancellationPolicySnapshot | null;
  now: string;
}

/** The cancellation policy to snapshot on a new appointment (decision 032). */
export const policySnapshot = (s: PracticeSettings): CancellationPolicySnapshot => ({
  windowHours: s.cancellation_window_hours, lateCancelFeeCents: s.late_cancel_fee_cents, noShowFeeCents: s.no_show_fee_cents,
});

/** Product lines from `{product_id, quantity}` (repeats merged), priced at today's retail price. */
export function buildProductLines(ctx: BookingContext, lines: readonly { product_id: string; quantity: number }[]): AppointmentProduct[] {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.product_id, (merged.get(l.product_id) ?? 0) + l.quantity);
  return [...merged].map(([productId, quantity]) => {
    const p = ctx.products.get(productId);
    if (!p || p.archived) throw validationFailed({ product_ids: 'Product not found' });
    return { id: ulid(), productId, name: p.name, productType: p.productType, quantity, unitPriceCents: p.retailPriceCents };
  });
}

export function buildAppointment(n: NewAppointment): AppointmentRecord {
  const zone = n.subject.location.timezone;
  const start = localOf(Date.parse(n.startAt), zone);
  const end = localOf(Date.parse(n.endAt), zone);
  return {
    id: ulid(), status: 'booked', bookedBy: n.bookedBy, productType: n.productType,
    employeeId: n.subject.employee.id, employeeName: n.subject.employee.name,
    clientId: n.client.id, clientName: n.client.name, clientLastName: n.client.lastName, clientEmail: n.client.email, clientPhone: n.client.phone,
    locationId: n.subject.location.id, locationName: n.subject.location.name, timezone: zone,
    date: start.date, startTime: start.time, endTime: end.time, startAt: n.startAt, endAt: n.endAt,
    durationMinutes: n.subject.durationMinutes, bufferMinutes: n.subject.bufferMinutes, reminder: n.reminder,
    treatments: n.subject.treatments.map((t, position) => ({
      id: ulid(), treatmentId: t.id, name: t.name, priceCents: t.costCents, position, durationMinutes: t.durationMinutes,
      bufferMinutes: t.bufferMinutes, productId: t.productId, quantity: t.quantity,
    })),
    products: n.products ?? [], payments: [], notes: {}, cancellationPolicy: n.cancellationPolicy ?? null,
    cancelledBy: null, cancelledAt: null, cancelReason: null, createdAt: n.now, updatedAt: n.now, version: 1,
  };
}
