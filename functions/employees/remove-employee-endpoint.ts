import { messageResponse } from '#functions/contract/common.ts';
import { employeeIdParams } from '#functions/contract/employees.ts';
import type { InventoryPort } from '#functions/employees/inventory-port.ts';
import { removeEmployee } from '#functions/employees/remove-employee-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** DELETE /api/employees/{id} (admin): deactivates the employee and ends their sessions. */
export const removeEmployeeEndpoint = (inventory: Pick<InventoryPort, 'addReturnAllStock'>) => defineEndpoint({
  access: 'admin',
  params: employeeIdParams,
  response: messageResponse,
  handler: async ({ caller, params, request }) => {
    await removeEmployee({ caller, id: params.id, logger: request.logger, inventory });
    return { message: 'Employee removed.' };
  },
});
