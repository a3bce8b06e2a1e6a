// Whose data a staff request may name (REFERENCE §1, CB 1): identity comes only from the session,
// and a non-admin may name only themself as the target employee unless the route grants more.
import type { Caller, StaffCaller } from '#functions/lib/auth/caller.ts';
import { forbidden, unauthenticated } from '#functions/lib/errors/app-error.ts';

/** The caller of a `staff` route (the access guard has already refused everyone else). */
export function staffCaller(caller: Caller): StaffCaller {
  if (caller.kind !== 'staff') throw unauthenticated();
  return caller;
}

export interface TargetRule {
  /** Inventory managers may also name others (stock is theirs to manage). */
  managersMayNameOthers?: boolean;
}

/**
 * The employee a request is about: the one named, or the caller when none is. Naming someone else
 * is for admins (and, where the rule says so, inventory managers); others get 403, because staff can
 * see that colleague exists but may not act for them.
 */
export function targetEmployeeId(caller: Caller, requested: string | undefined, rule: TargetRule = {}): string {
  const staff = staffCaller(caller);
  if (requested === undefined || requested === staff.employeeId) return staff.employeeId;
  if (staff.isAdmin || (rule.managersMayNameOthers === true && staff.isInvManager)) return requested;
  throw forbidden();
}
