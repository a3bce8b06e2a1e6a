// Upkeep of the items that copy an employee's data, done after the employee's own transaction
// commits (data model §1.3, §2.1). The copies are display-only, so they take no version bump, and a
// link deleted meanwhile stays deleted (every update is conditioned on the item still existing).
import { locationLinkKeys } from '#functions/employees/employee-link-repository.ts';
import { listClientLinkKeysOfEmployee, listMenteeLinkKeys } from '#functions/employees/employee-list-repository.ts';
import type { EmployeeLocationLink } from '#functions/model/employee-record.ts';
import { refreshDisplayCopies } from '#functions/lib/db/write-steps.ts';

/**
 * A rename refreshes the copies this capability owns: the employee's location links (AP-EMP-3),
 * the links naming them as a mentor (AP-EMP-5) and their client links (AP-EMP-15). Appointments
 * (AP-APPT-1), invoices (AP-INV-5) and treatments (AP-CAT-3) join here with those capabilities.
 */
export async function refreshNameCopies(employeeId: string, name: string, locationLinks: readonly EmployeeLocationLink[]): Promise<void> {
  const [menteeLinks, clientLinks] = await Promise.all([
    listMenteeLinkKeys(employeeId),
    listClientLinkKeysOfEmployee(employeeId),
  ]);
  await refreshDisplayCopies(locationLinkKeys(locationLinks), { employee_name: name });
  await refreshDisplayCopies(menteeLinks, { mentor_name: name });
  await refreshDisplayCopies(clientLinks, { employee_name: name });
}

/** After a removal, public lists stop showing the employee at their locations (filter `employee_active`). */
export const deactivateLocationLinks = (locationLinks: readonly EmployeeLocationLink[]): Promise<void> =>
  refreshDisplayCopies(locationLinkKeys(locationLinks), { employee_active: false });
