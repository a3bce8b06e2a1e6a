import { employeesOnlyResponse } from '#functions/contract/employees.ts';
import { listManagedStaff } from '#functions/employees/list-employees-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/employees_only: admins and inventory managers (the service checks again, deny by default). */
export const listEmployeesOnlyEndpoint = defineEndpoint({
  access: 'manager',
  response: employeesOnlyResponse,
  handler: async ({ caller }) => listManagedStaff(caller),
});
