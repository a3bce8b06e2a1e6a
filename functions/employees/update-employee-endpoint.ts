import * as z from 'zod';
import { employeeIdParams, employeeUpdateResponse, updateEmployeeBody } from '#functions/contract/employees.ts';
import { assertMayUpdate, updateEmployee } from '#functions/employees/update-employee-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/**
 * PATCH /api/employees/{id}: admins change anything; others only their own self fields. The body
 * is validated after the ownership check, so a colleague's record answers 403 whatever is sent.
 */
export const updateEmployeeEndpoint = defineEndpoint({
  access: 'staff',
  params: employeeIdParams,
  body: z.record(z.string(), z.unknown()),
  bodyWrapper: 'employee',
  response: employeeUpdateResponse,
  handler: async ({ caller, params, body }) => {
    assertMayUpdate(caller, params.id);
    return updateEmployee(caller, params.id, updateEmployeeBody.parse(body));
  },
});
