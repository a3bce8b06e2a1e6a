import { employeeIdParams, employeeLocationsResponse } from '#functions/contract/employees.ts';
import { listEmployeeLocations } from '#functions/employees/employee-locations-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/employees/{id}/locations: admin, inventory manager, or the employee themself. */
export const getEmployeeLocationsEndpoint = defineEndpoint({
  access: 'staff',
  params: employeeIdParams,
  response: employeeLocationsResponse,
  handler: async ({ caller, params }) => listEmployeeLocations(caller, params.id),
});
