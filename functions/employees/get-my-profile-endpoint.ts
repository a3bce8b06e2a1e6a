import { myProfile } from '#functions/contract/inventory.ts';
import { toEmployeeProfile, withPhotoUrl } from '#functions/employees/employee-dto.ts';
import { loadActiveEmployee } from '#functions/employees/employee-repository.ts';
import { loadProfileInventory } from '#functions/inventory/inventory-public.ts';
import { unauthenticated } from '#functions/lib/errors/app-error.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/**
 * GET /api/employees/myprofile: the signed-in staff member (the body is the profile, REFERENCE §3.1),
 * with their stock, the prompts addressed to them and their requests (REFERENCE §4.0).
 */
export const getMyProfileEndpoint = defineEndpoint({
  access: 'staff',
  response: myProfile,
  handler: async ({ caller }) => {
    // Both reads depend only on the caller, so they overlap (one round trip fewer on every landing).
    const [employee, inventory] = await Promise.all([loadActiveEmployee(caller.employeeId), loadProfileInventory(caller)]);
    if (!employee) throw unauthenticated();
    return { ...(await withPhotoUrl(toEmployeeProfile(employee), employee.root)), ...inventory };
  },
});
