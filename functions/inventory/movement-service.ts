// + GET /api/inventories/{id}/movements: a product's ledger (AP-INVT-12), newest first, for the
// movement history on /inventories (who, what, when, why).
import type { StockMovement } from '#functions/contract/inventory.ts';
import { toMovementDto } from '#functions/inventory/inventory-dto.ts';
import { listMovements } from '#functions/inventory/ledger-repository.ts';
import { getProduct } from '#functions/catalog/public.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';

export async function productMovements(productId: string): Promise<StockMovement[]> {
  const product = await getProduct(productId);
  if (!product) throw notFound();
  return (await listMovements(productId)).map(toMovementDto);
}
