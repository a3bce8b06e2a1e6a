import { employeeListOrMentorsResponse, employeeListQuery } from '#functions/contract/employees.ts';
import { listEmployees } from '#functions/employees/list-employees-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/employees by role: [EmployeeAdmin] (admin), the trimmed view (inventory manager), a directory (others). */
export const listEmployeesEndpoint = defineEndpoint({
  access: 'staff',
  query: employeeListQuery,
  response: employeeListOrMentorsResponse,
  handler: async ({ caller, query }) => listEmployees(caller, query),
});
