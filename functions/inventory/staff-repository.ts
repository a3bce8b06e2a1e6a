// The employee facts inventory needs (docs/data-model.md AP-EMP-1, AP-EMP-2): who may receive stock,
// whose requests an inventory manager decides (`has_access_only_to`), and who gets request emails.
import { employeeKeys } from '#functions/employees/employee-keys.ts';
import { queryPartition } from '#functions/lib/db/queries.ts';
import { getItem, str, type Item } from '#functions/lib/db/read.ts';

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

export function fromEmployeeItem(item: Item): StaffRecord {
  return {
    id: String(item.id), name: str(item.name) ?? '', email: str(item.email) ?? '',
    isAdmin: item.is_admin === true, isInvManager: item.is_inv_manager === true,
    hasAccessOnlyTo: Array.isArray(item.has_access_only_to) ? item.has_access_only_to.map(String) : ['all'],
    active: !item.deactivated_at,
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
