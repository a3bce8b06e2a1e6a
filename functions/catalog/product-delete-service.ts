// DELETE /api/products/{id} archives the product (REFERENCE §3.5): history keeps it, pickers drop
// it. It is refused while anything live still depends on it, instead of silently orphaning that data.
import { addProductArchive } from '#functions/catalog/product-repository.ts';
import { loadProductForWrite } from '#functions/catalog/product-service.ts';
import { countLiveTreatmentsUsing, countStockHolders, listPendingPrompts, listPendingRequests } from '#functions/catalog/product-usage-repository.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict, type FieldErrors } from '#functions/lib/errors/app-error.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What still uses the product, one entry per kind of use; empty when it may go. */
export async function findProductUses(productId: string): Promise<FieldErrors> {
  const [holders, prompts, requests, live] = await Promise.all([
    countStockHolders(productId), listPendingPrompts(productId), listPendingRequests(productId), countLiveTreatmentsUsing(productId),
  ]);
  const uses: FieldErrors = {};
  if (holders > 0) uses.stock = `${plural(holders, 'holder still has', 'holders still have')} stock of it`;
  if (prompts.length > 0) uses.prompts = `${plural(prompts.length, 'transfer is', 'transfers are')} still pending`;
  if (requests.length > 0) uses.requests = `${plural(requests.length, 'request is', 'requests are')} still open`;
  if (live > 0) uses.treatments = `${plural(live, 'treatment uses', 'treatments use')} it`;
  return uses;
}

export async function deleteProduct(id: string): Promise<void> {
  const current = await loadProductForWrite(id);
  const uses = await findProductUses(id);
  if (Object.keys(uses).length > 0) throw conflict('invalid_state', 'Product still has stock or open prompts/requests', uses);
  const plan = new TransactionPlan();
  addProductArchive(plan, id, current.version, new Date().toISOString());
  await plan.commit();
}
