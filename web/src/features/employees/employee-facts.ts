// How an employee's roles and locations read on screen, shared by My Profile and the Staff screen.
import type { EmployeeManagerView } from '#functions/contract/employees.ts';

type Roles = Pick<EmployeeManagerView, 'is_admin' | 'is_inv_manager' | 'is_mentor'>;

export interface RoleLabel {
  label: string;
  color: string;
}

/** Every staff account is an employee; the flags add roles and may be combined (REFERENCE §1). */
export function rolesOf(employee: Roles): RoleLabel[] {
  const roles = [
    { on: employee.is_admin, label: 'Admin', color: 'care' },
    { on: employee.is_inv_manager, label: 'Inventory manager', color: 'grape' },
    { on: employee.is_mentor, label: 'Mentor', color: 'indigo' },
  ].filter((role) => role.on);
  return roles.length > 0 ? roles : [{ label: 'Employee', color: 'gray' }];
}

/** Location names in online-booking order (position 1 is the primary location). */
export function locationNames(employee: Pick<EmployeeManagerView, 'employee_locations'>): string[] {
  return [...employee.employee_locations].sort((a, b) => a.position - b.position).map((entry) => entry.location.name);
}

export function locationsText(employee: Pick<EmployeeManagerView, 'employee_locations'>): string {
  const names = locationNames(employee);
  return names.length > 0 ? names.join(', ') : 'None assigned';
}
