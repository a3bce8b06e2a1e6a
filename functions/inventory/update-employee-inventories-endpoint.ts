import { employeeIdParams, updateInventoriesBody, updateInventoriesResponse } from '#functions/contract/inventory.ts';
import { updateEmployeeInventories } from '#functions/inventory/employee-stock-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** PATCH /api/employees/{id}/update_inventories: absolute quantities; differences from/to the practice. */
export const updateEmployeeInventoriesEndpoint = defineEndpoint({
  access: 'manager',
  params: employeeIdParams,
  body: updateInventoriesBody,
  response: updateInventoriesResponse,
  handler: ({ params, body, caller }) => updateEmployeeInventories(caller, params.id, body),
});
