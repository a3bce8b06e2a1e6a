// Employee stock reads (REFERENCE §4.0 `employees_inventories`) and the bulk editor's answer:
// + GET /api/employee_inventories (every active employee with their rows, one Query each of
// AP-EMP-1 and AP-INVT-1) and PATCH /api/employees/{id}/update_inventories (EmployeeAdmin + stock).
import { loadActiveEmployee, toEmployeeAdmin, toManagerView } from '#functions/employees/public.ts';
import type * as z from 'zod';
import type {
  EmployeeInventory, EmployeeStock, UpdateInventoriesBody, updateInventoriesResponse,
} from '#functions/contract/inventory.ts';
import { bulkSetStock } from '#functions/inventory/bulk-set-service.ts';
import { byProductName, toEmployeeInventory } from '#functions/inventory/inventory-dto.ts';
import { activeProductRefs, productRefs } from '#functions/inventory/product-lookup.ts';
import { listActiveStaff } from '#functions/inventory/staff-repository.ts';
import { listAllStock, listEmployeeStock } from '#functions/inventory/stock-repository.ts';
import type { StockRow } from '#functions/model/stock-record.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';

/** An employee's rows as EmployeeInventory, by product name; rows of archived products included. */
export async function toInventories(rows: readonly StockRow[]): Promise<EmployeeInventory[]> {
  const refs = await productRefs(rows.map((r) => r.productId));
  return rows.map((r) => toEmployeeInventory(r, refs)).sort(byProductName);
}

export async function employeeInventories(employeeId: string): Promise<EmployeeInventory[]> {
  return toInventories(await listEmployeeStock(employeeId));
}

export async function listEmployeeStocks(): Promise<EmployeeStock[]> {
  const [staff, rows, refs] = await Promise.all([listActiveStaff(), listAllStock(), activeProductRefs()]);
  const byEmployee = new Map<string, StockRow[]>();
  for (const row of rows) {
    if (row.employeeId) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), row]);
  }
  const missing = [...new Set(rows.map((r) => r.productId))].filter((id) => !refs.has(id));
  const allRefs = missing.length > 0 ? new Map([...refs, ...(await productRefs(missing))]) : refs;
  return staff.map((s) => ({
    employee: { id: s.id, name: s.name },
    employees_inventories: (byEmployee.get(s.id) ?? []).map((r) => toEmployeeInventory(r, allRefs)).sort(byProductName),
  }));
}

type UpdateInventoriesResponse = z.input<typeof updateInventoriesResponse>;

export async function updateEmployeeInventories(caller: StaffCaller, employeeId: string, body: UpdateInventoriesBody): Promise<UpdateInventoriesResponse> {
  const record = await loadActiveEmployee(employeeId);
  if (!record) throw notFound();
  const [before, changed] = [await listEmployeeStock(employeeId), await bulkSetStock(caller, employeeId, body)];
  const rows = new Map(before.map((r) => [r.productId, r]));
  for (const row of changed) rows.set(row.productId, row);
  const employees_inventories = await toInventories([...rows.values()]);
  const view = caller.isAdmin ? toEmployeeAdmin(record) : toManagerView(record);
  return { ...view, employees_inventories };
}
