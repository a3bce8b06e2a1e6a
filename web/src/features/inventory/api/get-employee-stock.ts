// + GET /api/employee_inventories (admin, inventory manager): every active employee with their stock.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeStockList, type EmployeeStock } from '#functions/contract/inventory.ts';
import { freshRead, inventoryKey } from '#web/features/inventory/api/inventory-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function getEmployeeStock(signal?: AbortSignal): Promise<EmployeeStock[]> {
  return apiJson('inventory.employee_stock', { schema: employeeStockList, signal });
}

export function employeeStockQueryOptions() {
  return queryOptions({ queryKey: [...inventoryKey, 'employees'], queryFn: ({ signal }) => getEmployeeStock(signal), ...freshRead });
}

export const useEmployeeStock = () => useQuery(employeeStockQueryOptions());
