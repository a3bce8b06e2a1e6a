// Reads of one employee: the signed-in user's profile, an employee's locations, and the public
// booking card.
import {
  employeeIdParams, employeeLocationsResponse, publicEmployeeCard,
} from '#functions/contract/employees.ts';
import { myProfile } from '#functions/contract/inventory.ts';
import { loadProfileInventory } from '#functions/inventory/inventory-public.ts';
import { getPublicEmployeeCard, listEmployeeLocations } from '#functions/employees/employee-locations-service.ts';
import { loadActiveEmployee, toEmployeeProfile } from '#functions/employees/employee-repository.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { unauthenticated } from '#functions/lib/errors/app-error.ts';

/** GET /api/employees/myprofile: the signed-in staff member (the body is the profile, REFERENCE §3.1). */
export const getMyProfileEndpoint = defineEndpoint({
  response: myProfile,
  handler: async ({ caller }) => {
    if (caller.kind !== 'staff') throw unauthenticated();
    const employee = await loadActiveEmployee(caller.employeeId);
    if (!employee) throw unauthenticated();
    return { ...toEmployeeProfile(employee), ...(await loadProfileInventory(caller)) };
  },
});

/** GET /api/employees/{id}/locations: admin, inventory manager, or the employee themself. */
export const getEmployeeLocationsEndpoint = defineEndpoint({
  params: employeeIdParams,
  response: employeeLocationsResponse,
  handler: async ({ caller, params }) => {
    if (caller.kind !== 'staff') throw unauthenticated();
    return listEmployeeLocations(caller, params.id);
  },
});

/** GET /api/client/employees/{id}: public; only active employees and unarchived locations. */
export const getPublicEmployeeCardEndpoint = defineEndpoint({
  params: employeeIdParams,
  response: publicEmployeeCard,
  handler: async ({ params }) => getPublicEmployeeCard(params.id),
});
