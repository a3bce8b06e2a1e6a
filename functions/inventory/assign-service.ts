// POST /api/inventories/{id}/assign (REFERENCE §3.9): an admin hands practice stock straight to an
// employee; an inventory manager sends it in transit, and the receiver accepts or rejects a prompt.
import { ulid } from 'ulid';
import type { AssignInventoryBody, AssignResponse } from '#functions/contract/inventory.ts';
import { toHundredths } from '#functions/contract/money.ts';
import { toPromptDto } from '#functions/inventory/inventory-dto.ts';
import { batchContext, productTotals, toInventory } from '#functions/inventory/practice-stock-service.ts';
import { liveProduct } from '#functions/inventory/product-lookup.ts';
import { fromPromptItem, promptItem } from '#functions/inventory/prompt-repository.ts';
import { employeePlace, StockBatch } from '#functions/inventory/stock-batch.ts';
import { notEnoughStock } from '#functions/inventory/stock-errors.ts';
import { getActiveStaff, type StaffRecord } from '#functions/inventory/staff-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { validationFailed } from '#functions/lib/errors/app-error.ts';

/** The receiver of stock: an active employee (422 otherwise: the id is a field of the form). */
export async function receiver(id: string): Promise<StaffRecord> {
  const staff = await getActiveStaff(id);
  if (!staff) throw validationFailed({ employee_id: 'Choose an active employee' });
  return staff;
}

export async function assignStock(caller: StaffCaller, productId: string, body: AssignInventoryBody): Promise<AssignResponse> {
  const [product, to, totals] = await Promise.all([liveProduct(productId), receiver(body.employee_id), productTotals(productId)]);
  const q = toHundredths(body.quantity);
  const available = totals.practice?.quantity ?? 0;
  if (available < q) throw notEnoughStock(product.name, available);
  const immediate = caller.isAdmin;
  const promptId = ulid();
  const ctx = batchContext(caller, 'assign', immediate ? to.id : promptId, [product], {
    names: new Map([[to.id, to.name]]), availableOf: () => available,
  });
  const plan = new TransactionPlan();
  const prompt = immediate ? null : promptItem({
    id: promptId, receiverId: to.id, receiverName: to.name, productId, productName: product.name, productType: product.product_type,
    quantity: q, source: 'practice', senderId: null, senderName: null, assignedBy: 'Inventory Manager',
  }, ctx.now);
  if (prompt) plan.put(prompt);
  new StockBatch().move(productId, 'practice', immediate ? employeePlace(to.id) : 'transit', q).addTo(plan, ctx);
  await plan.commit();
  const practice = totals.practice ? { ...totals.practice, quantity: available - q, version: totals.practice.version + 1 } : null;
  const after = immediate ? { ...totals, practice, employees: totals.employees + q } : { ...totals, practice, transit: totals.transit + q };
  return {
    inventory: toInventory(product, after),
    prompt: prompt ? toPromptDto(fromPromptItem(prompt), new Map([[product.id, product]])) : null,
  };
}
