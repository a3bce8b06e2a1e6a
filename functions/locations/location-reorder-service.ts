// An employee's location order (REFERENCE §3.4): position 1 is the primary location and leads
// their online-booking order. Admins reorder anyone; staff only themselves.
import type { ReorderLocationsBody } from '#functions/contract/locations.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { Caller } from '#functions/lib/auth/caller.ts';
import { validationFailed } from '#functions/lib/errors/app-error.ts';
import { targetEmployeeId } from '#functions/lib/auth/employee-scope.ts';
import { addLinkPositions, listLinksOfEmployee } from '#functions/locations/location-repository.ts';

/**
 * The ids sent come first, in the order sent; the employee's other links (archived locations the
 * picker hides) keep their relative order after them.
 */
async function planOrder(employeeId: string, locationIds: readonly string[]): Promise<string[]> {
  const links = await listLinksOfEmployee(employeeId, true);
  const linked = new Set(links.map((link) => link.location_id));
  const unknown = locationIds.filter((id) => !linked.has(id));
  if (unknown.length > 0) throw validationFailed({ location_ids: `Not one of this employee's locations: ${unknown.join(', ')}` });
  const rest = links
    .filter((link) => !locationIds.includes(link.location_id))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((link) => link.location_id);
  return [...locationIds, ...rest];
}

/** One transaction over every link, so concurrent reorders each leave a whole permutation. */
export async function reorderLocations(caller: Caller, body: ReorderLocationsBody): Promise<{ success: true }> {
  const employeeId = targetEmployeeId(caller, body.employee_id);
  const order = await planOrder(employeeId, body.location_ids);
  const now = new Date().toISOString();
  const plan = new TransactionPlan();
  addLinkPositions(plan, employeeId, order, now);
  await plan.commit();
  return { success: true };
}
