// check-*: the who, where and what of a booking before any time is looked at. Unknown or archived
// things are 422 with a field message; an employee who cannot take the booking is 409.
import { conflict, forbidden, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';
import type { BookingContext, ClientInfo, EmployeeInfo, LocationInfo, TreatmentInfo } from '#functions/schedule/booking/booking-context-repository.ts';

/** The longest bookable appointment: it keeps the claims of T-BOOK within one transaction. */
export const maxDurationMinutes = 480;

export interface CheckedSubject {
  employee: EmployeeInfo;
  location: LocationInfo;
  treatments: TreatmentInfo[];
  durationMinutes: number;
  bufferMinutes: number;
}

export type BookingChannel = 'client' | 'staff';

function checkTreatments(ctx: BookingContext, employeeId: string, ids: readonly string[], channel: BookingChannel): TreatmentInfo[] {
  return ids.map((id) => {
    const t = ctx.treatments.get(id);
    // Online, an employee's bookable treatments are their own; staff may also use base treatments.
    const allowed = t && !t.archived && (t.createdBy === employeeId || (channel === 'staff' && t.isBase));
    if (!allowed) throw validationFailed({ treatment_ids: 'Treatment not found for this practitioner' });
    return t;
  });
}

/** Employee, location and treatments exist, are active and belong together. Public callers get 404 for unknown ones. */
export function checkSubject(ctx: BookingContext, employeeId: string, treatmentIds: readonly string[], channel: BookingChannel): CheckedSubject {
  const { employee, location } = ctx;
  if (!employee || !employee.active) throw channel === 'client' ? notFound() : validationFailed({ employee_id: 'Employee not found' });
  if (!location || location.archived || !ctx.employeeWorksAtLocation) {
    throw channel === 'client' ? notFound() : validationFailed({ location_id: 'Employee location not found' });
  }
  if (channel === 'client' && !location.onlineBooking) throw notFound();
  const treatments = checkTreatments(ctx, employeeId, treatmentIds, channel);
  const durationMinutes = treatments.reduce((sum, t) => sum + t.durationMinutes, 0);
  if (durationMinutes > maxDurationMinutes) throw validationFailed({ treatment_ids: `Together the treatments may last at most ${maxDurationMinutes} minutes` });
  // One cleanup after the appointment: the longest buffer among its treatments.
  const bufferMinutes = Math.max(0, ...treatments.map((t) => t.bufferMinutes));
  return { employee, location, treatments, durationMinutes, bufferMinutes };
}

/** CB: the client's online-booking policy (REFERENCE §3.6). */
export function checkClientMayBookOnline(client: ClientInfo | null): ClientInfo {
  if (!client) throw notFound();
  if (!client.onlineBookingAllowed) throw forbidden('Online booking is not available for your account. Please contact the practice.');
  return client;
}

export function checkClientExists(client: ClientInfo | null): ClientInfo {
  if (!client) throw validationFailed({ client_id: 'Client not found' });
  return client;
}

export const slotTaken = () => conflict('slot_unavailable', 'This time is no longer available. Please choose another slot.');
export const clientBusy = () => conflict('client_double_booked', 'You already have an appointment at this time.');
