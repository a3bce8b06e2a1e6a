import { employeeStockList } from '#functions/contract/inventory.ts';
import { listEmployeeStocks } from '#functions/inventory/employee-stock-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** + GET /api/employee_inventories: every active employee's stock, for the bulk editor. */
export const listEmployeeStockEndpoint = defineEndpoint({
  access: 'manager',
  response: employeeStockList,
  handler: () => listEmployeeStocks(),
});
