// Who may see and act on scheduling data (REFERENCE §1): admins and inventory managers any
// employee's, other staff their own, clients their own appointments. Unseen objects are 404.
import type { Caller, StaffCaller } from '#functions/lib/auth/caller.ts';
import { forbidden, notFound, unauthenticated } from '#functions/lib/errors/app-error.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';

export const seesEveryone = (staff: StaffCaller): boolean => staff.isAdmin || staff.isInvManager;

/** The employee a staff request is about: the caller, or anyone for admins and inventory managers. */
export function scheduleTarget(staff: StaffCaller, requested: string | undefined): string {
  if (requested === undefined || requested === staff.employeeId || seesEveryone(staff)) return requested ?? staff.employeeId;
  throw forbidden();
}

export function canSee(caller: Caller, a: AppointmentRecord): boolean {
  if (caller.kind === 'client') return a.clientId === caller.clientId;
  if (caller.kind === 'staff') return seesEveryone(caller) || a.employeeId === caller.employeeId;
  return false;
}

/** The appointment, or 404 when it does not exist or the caller may not see it. */
export function visibleOrNotFound(caller: Caller, a: AppointmentRecord | null): AppointmentRecord {
  if (caller.kind === 'anonymous') throw unauthenticated();
  if (!a || !canSee(caller, a)) throw notFound();
  return a;
}

/** Money and lines of an appointment: its own employee or an admin (REFERENCE §1, appointment products). */
export function mayChangeLines(staff: StaffCaller, a: AppointmentRecord): boolean {
  return staff.isAdmin || a.employeeId === staff.employeeId;
}
