// POST /api/employee_inventories/transfer (REFERENCE §3.9): staff send their own stock to a
// colleague. It leaves the sender now (never below 0) and waits in transit for the receiver.
import { ulid } from 'ulid';
import type { InventoryPrompt, TransferBody } from '#functions/contract/inventory.ts';
import { receiver } from '#functions/inventory/assign-service.ts';
import { toHundredths } from '#functions/contract/money.ts';
import { toPromptDto } from '#functions/inventory/inventory-dto.ts';
import { batchContext } from '#functions/inventory/practice-stock-service.ts';
import { liveProduct } from '#functions/inventory/product-lookup.ts';
import { fromPromptItem, promptItem } from '#functions/inventory/prompt-repository.ts';
import { employeePlace, StockBatch } from '#functions/inventory/stock-batch.ts';
import { notEnoughStock } from '#functions/inventory/stock-errors.ts';
import { getEmployeeStocks } from '#functions/inventory/stock-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { validationFailed } from '#functions/lib/errors/app-error.ts';

export async function transferStock(caller: StaffCaller, body: TransferBody): Promise<{ prompt: InventoryPrompt }> {
  if (body.employee_id === caller.employeeId) throw validationFailed({ employee_id: 'Choose a colleague, not yourself' });
  const [product, to, [held]] = await Promise.all([
    liveProduct(body.product_id), receiver(body.employee_id), getEmployeeStocks(caller.employeeId, [body.product_id]),
  ]);
  const q = toHundredths(body.quantity);
  const available = held?.quantity ?? 0;
  if (available < q) throw notEnoughStock(product.name, available);
  const id = ulid();
  const ctx = batchContext(caller, 'transfer', id, [product], { names: new Map([[to.id, to.name]]), availableOf: () => available });
  const prompt = promptItem({
    id, receiverId: to.id, receiverName: to.name, productId: product.id, productName: product.name, productType: product.product_type,
    quantity: q, source: 'employee', senderId: caller.employeeId, senderName: caller.name, assignedBy: caller.name,
  }, ctx.now);
  const plan = new TransactionPlan().put(prompt);
  new StockBatch().move(product.id, employeePlace(caller.employeeId), 'transit', q).addTo(plan, ctx);
  await plan.commit();
  return { prompt: toPromptDto(fromPromptItem(prompt), new Map([[product.id, product]])) };
}
