// PATCH /api/employees/{id}/update_inventories (REFERENCE §3.9 "Bulk set"): an employee's quantities
// are set absolutely and every difference moves from or to the practice, all or nothing. A rise
// larger than the practice holds fails the whole request (409).
import type { UpdateInventoriesBody } from '#functions/contract/inventory.ts';
import { toHundredths } from '#functions/contract/money.ts';
import { batchContext } from '#functions/inventory/practice-stock-service.ts';
import { productRefs } from '#functions/inventory/product-lookup.ts';
import { receiver } from '#functions/inventory/assign-service.ts';
import { employeePlace, StockBatch } from '#functions/inventory/stock-batch.ts';
import { getEmployeeStocks, getPracticeStocks } from '#functions/inventory/stock-repository.ts';
import type { StockRow } from '#functions/model/stock-record.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { badRequest, validationFailed } from '#functions/lib/errors/app-error.ts';

/** ≤ 33 products per call: 3 transaction items each (data model T-STOCK). */
export const maxProductsPerBulkSet = 33;

export function wantedQuantities(body: UpdateInventoriesBody): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const [productId, { quantity }] of Object.entries(body.updated_products)) wanted.set(productId, toHundredths(quantity));
  for (const { product_id: productId, quantity } of body.new_products) wanted.set(productId, toHundredths(quantity));
  if (wanted.size > maxProductsPerBulkSet) throw badRequest({ updated_products: `At most ${maxProductsPerBulkSet} products per save` });
  return wanted;
}

/** Sets the employee's rows; returns them as they are after the commit. */
export async function bulkSetStock(caller: StaffCaller, employeeId: string, body: UpdateInventoriesBody): Promise<StockRow[]> {
  const wanted = wantedQuantities(body);
  const ids = [...wanted.keys()];
  const [employee, refs, rows, practice] = await Promise.all([
    receiver(employeeId), productRefs(ids), getEmployeeStocks(employeeId, ids), getPracticeStocks(ids),
  ]);
  const unknown = ids.filter((id) => !refs.has(id));
  if (unknown.length > 0) throw validationFailed({ new_products: `Unknown product: ${unknown.join(', ')}` });
  const current = new Map(rows.map((r) => [r.productId, r]));
  const batch = new StockBatch();
  const place = employeePlace(employee.id);
  for (const [productId, quantity] of wanted) {
    const row = current.get(productId);
    const before = row?.quantity ?? 0;
    if (quantity === before && row) continue;
    batch.set(productId, place, quantity, row ? row.version : null);
    if (quantity > before) batch.delta(productId, 'practice', -(quantity - before)).ledger(productId, 'practice', place, quantity - before);
    else batch.delta(productId, 'practice', before - quantity).ledger(productId, place, 'practice', before - quantity);
  }
  const plan = new TransactionPlan();
  batch.addTo(plan, batchContext(caller, 'bulk_set', employee.id, refs.values(), {
    names: new Map([[employee.id, employee.name]]), availableOf: (productId) => practice.get(productId)?.quantity ?? 0,
  }));
  await plan.commit();
  const after = new Map(current);
  for (const [productId, quantity] of wanted) {
    const ref = refs.get(productId);
    after.set(productId, {
      productId, employeeId, employeeName: employee.name, productName: ref?.name ?? '', productType: ref?.product_type ?? '',
      quantity, version: (current.get(productId)?.version ?? 0) + 1,
    });
  }
  return [...after.values()];
}
