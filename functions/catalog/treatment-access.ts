// Who a treatment belongs to and who may change it (REFERENCE §1, §3.5): a non-admin creates and
// edits only their own (the creator is forced to themself); an admin edits any and may name the
// creator. Staff can see every treatment, so editing someone else's is a 403, not a 404.
import type { TreatmentDraft } from '#functions/catalog/treatment-repository.ts';
import { getTreatment, isLiveTreatment } from '#functions/catalog/treatment-repository.ts';
import type { TreatmentRecord } from '#functions/model/treatment-record.ts';
import { getEmployeeRoot } from '#functions/employees/public.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { forbidden, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';

export type Creator = TreatmentDraft['creator'];

/** A live treatment the caller may change: 404 when missing or archived, 403 when not theirs. */
export async function loadEditableTreatment(caller: StaffCaller, id: string): Promise<TreatmentRecord> {
  const treatment = await getTreatment(id, true);
  if (!treatment || !isLiveTreatment(treatment)) throw notFound();
  if (!caller.isAdmin && treatment.created_by !== caller.employeeId) throw forbidden();
  return treatment;
}

/**
 * The creator a write records. `is_base` follows the creator's admin flag when they are set; an
 * admin editing someone's treatment without naming a new creator keeps the stored one.
 */
export async function resolveCreator(caller: StaffCaller, requested: string | undefined, current?: TreatmentRecord): Promise<Creator> {
  const self: Creator = { id: caller.employeeId, name: caller.name, isAdmin: caller.isAdmin };
  if (!caller.isAdmin) return self;
  const wanted = requested ?? current?.created_by ?? caller.employeeId;
  if (wanted === caller.employeeId) return self;
  if (current && wanted === current.created_by) {
    return { id: wanted, name: current.employee_name, isAdmin: current.is_base };
  }
  const root = await getEmployeeRoot(wanted, true);
  if (!root || root.deactivated_at !== null) throw validationFailed({ created_by: 'Employee not found or removed' });
  return { id: wanted, name: root.name, isAdmin: root.is_admin };
}
