// The signed-in staff member's profile (REFERENCE §3.1) with their inventory fields (§4.0), which
// the inventory group supplies through the InventoryPort.
import type { MyProfile } from '#functions/contract/inventory.ts';
import { toEmployeeProfile, withPhotoUrl } from '#functions/employees/employee-dto.ts';
import { loadActiveEmployee } from '#functions/employees/employee-repository.ts';
import type { InventoryPort } from '#functions/employees/inventory-port.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { unauthenticated } from '#functions/lib/errors/app-error.ts';

export async function loadMyProfile(caller: StaffCaller, inventory: Pick<InventoryPort, 'loadProfileInventory'>): Promise<MyProfile> {
  // Both reads depend only on the caller, so they overlap (one round trip fewer on every landing).
  const [employee, stock] = await Promise.all([loadActiveEmployee(caller.employeeId), inventory.loadProfileInventory(caller)]);
  if (!employee) throw unauthenticated();
  return { ...(await withPhotoUrl(toEmployeeProfile(employee), employee.root)), ...stock };
}
