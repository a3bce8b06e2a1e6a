// The staff of a location (`employee_ids`, REFERENCE §4.2). The list replaces the whole set: these
// steps diff the stored links against it and add the link Deletes and Puts to the location's
// transaction. A new link goes last in that employee's order, so their primary location stays.
import type { EmployeeRef } from '#functions/contract/common.ts';
import { listAllLinks, loadEmployeeRoots, locationLinkItem } from '#functions/employees/public.ts';
import { groupByEmployee, locationLinkFromItem, type EmployeeLocationLink, type EmployeeRoot } from '#functions/model/employee-record.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { validationFailed } from '#functions/lib/errors/app-error.ts';
import { linkedEmployees } from '#functions/locations/location-dto.ts';
import type { LocationRoot } from '#functions/model/location-record.ts';
import { addLinkRemoval } from '#functions/locations/location-repository.ts';

/** The employees to link: each must exist and not have been removed (BatchGet, consistent). */
async function loadLinkableEmployees(ids: readonly string[]): Promise<EmployeeRoot[]> {
  const roots = await loadEmployeeRoots(ids);
  const unusable = ids.filter((id) => {
    const root = roots.get(id);
    return !root || root.deactivated_at !== null;
  });
  if (unusable.length > 0) throw validationFailed({ employee_ids: `Employee not found or removed: ${unusable.join(', ')}` });
  return ids.map((id) => roots.get(id)).filter((root): root is EmployeeRoot => root !== undefined);
}

/** The next position per employee, from one read of every link (AP-EMP-8) rather than one per employee. */
async function nextPositions(): Promise<(employeeId: string) => number> {
  const linksOf = groupByEmployee(await listAllLinks());
  return (employeeId) => Math.max(0, ...(linksOf.get(employeeId) ?? []).map((l) => l.position ?? 0)) + 1;
}

/**
 * Adds the link changes to `plan` and answers the location's resulting staff. `wantedIds` undefined
 * leaves the links alone. `location` is the location as it will be after the write (its new name).
 */
export async function planStaffLinks(
  plan: TransactionPlan, location: LocationRoot, wantedIds: readonly string[] | undefined, current: readonly EmployeeLocationLink[], now: string,
): Promise<EmployeeRef[]> {
  if (wantedIds === undefined) return linkedEmployees(current);
  const wanted = new Set(wantedIds);
  const kept = current.filter((link) => wanted.has(link.employee_id));
  for (const link of current.filter((l) => !wanted.has(l.employee_id))) {
    addLinkRemoval(plan, link.employee_id, location.id);
  }
  const linked = new Set(current.map((link) => link.employee_id));
  const added = await loadLinkableEmployees(wantedIds.filter((id) => !linked.has(id)));
  if (added.length === 0) return linkedEmployees(kept);
  const next = await nextPositions();
  const newLinks = added.map((root) => locationLinkItem(root, location, next(root.id), now));
  for (const link of newLinks) plan.put(link);
  return linkedEmployees([...kept, ...newLinks.map(locationLinkFromItem)]);
}
