import { createEmployeeBody, employeeAdmin } from '#functions/contract/employees.ts';
import { createEmployee } from '#functions/employees/create-employee-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/employees/new (admin): creates the account and emails an invitation; no password field. */
export const createEmployeeEndpoint = defineEndpoint({
  access: 'admin',
  body: createEmployeeBody,
  bodyWrapper: 'employee',
  status: 201,
  response: employeeAdmin,
  handler: async ({ body, request }) => createEmployee(body, request.logger),
});
