// Who sees and edits intake forms and chart templates (REFERENCE §1: "read own + admins'; write
// own"; admins all): another staff member's form is invisible (404), an admin's is readable but not
// editable (403). A `version` sent with an edit must be the stored one (409).
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { conflict, forbidden } from '#functions/lib/errors/app-error.ts';

export interface Owned {
  employeeId: string;
  ownerIsAdmin: boolean;
  version: number;
}

export const seesOwned = (caller: StaffCaller, o: Owned): boolean => caller.isAdmin || o.ownerIsAdmin || o.employeeId === caller.employeeId;

export function checkMayEdit({ caller, current, version }: { caller: StaffCaller; current: Owned; version: number | undefined }): void {
  if (!caller.isAdmin && current.employeeId !== caller.employeeId) throw forbidden();
  if (version !== undefined && version !== current.version) throw conflict();
}
