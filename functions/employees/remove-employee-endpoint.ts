import { messageResponse } from '#functions/contract/common.ts';
import { employeeIdParams } from '#functions/contract/employees.ts';
import { removeEmployee } from '#functions/employees/remove-employee-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/employees/{id} (admin): deactivates the employee and ends their sessions. */
export const removeEmployeeEndpoint = defineEndpoint({
  access: 'admin',
  params: employeeIdParams,
  response: messageResponse,
  handler: async ({ caller, params, request }) => {
    await removeEmployee(caller, params.id, request.logger);
    return { message: 'Employee removed.' };
  },
});
