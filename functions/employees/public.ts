// The employees group's public face (decision 024): what other groups may use of it, and the
// InventoryPort that inventory implements for the profile and the removal.
export { addAdminGrant } from '#functions/employees/admin-counter-repository.ts';
export { toEmployeeAdmin, toEmployeeProfile, toManagerView, withPhotoUrl } from '#functions/employees/employee-dto.ts';
export { locationLinkItem } from '#functions/employees/employee-link-repository.ts';
export { listAllLinks, loadEmployeeRoots } from '#functions/employees/employee-list-repository.ts';
export { employeeIdByReference, findEmployeeByEmail, getEmployeeRoot, loadActiveEmployee, loadEmployee, newEmployeeItems } from '#functions/employees/employee-repository.ts';
export type { InventoryPort, StepActor } from '#functions/employees/inventory-port.ts';
