// The employee facts inventory needs (docs/data-model.md AP-EMP-1, AP-EMP-2): who may receive stock,
// whose requests an inventory manager decides (`has_access_only_to`), and who gets request emails.
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { employeeFromItem } from '#functions/model/employee-record.ts';
import { queryPartition } from '#functions/lib/db/queries.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';

export interface StaffRecord {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  isInvManager: boolean;
  /** Product types whose requests they handle; `all` means every type. */
  hasAccessOnlyTo: string[];
  active: boolean;
}

/** The inventory view of an employee, read with the employees group's decoder (decision 024). */
export function fromEmployeeItem(item: Item): StaffRecord {
  const e = employeeFromItem(item);
  return {
    id: e.id, name: e.name, email: e.email, isAdmin: e.is_admin, isInvManager: e.is_inv_manager,
    hasAccessOnlyTo: e.has_access_only_to, active: e.deactivated_at === null,
  };
}

/** AP-EMP-2 (consistent): an active employee, or null. */
export async function getActiveStaff(id: string): Promise<StaffRecord | null> {
  const item = await getItem(employeeKeys.employee(id), true);
  const record = item ? fromEmployeeItem(item) : null;
  return record?.active ? record : null;
}

/** AP-EMP-1: every active employee, by name. */
export const listActiveStaff = async (): Promise<StaffRecord[]> =>
  (await queryPartition(employeeKeys.employeesByStatus('active'))).map(fromEmployeeItem);

/** AP-EMP-1 filtered to admins and inventory managers: the request-mail recipients. */
export const listManagers = async (): Promise<StaffRecord[]> =>
  (await queryPartition(employeeKeys.employeesByStatus('active'), {
    FilterExpression: 'is_admin = :yes OR is_inv_manager = :yes', ExpressionAttributeValues: { ':yes': true },
  })).map(fromEmployeeItem);
