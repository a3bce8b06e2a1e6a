// Product items (docs/data-model.md §2.4): root `PROD#<id>/#META` in the PRODUCTS collection partition
// (AP-CAT-1), its `PRODUCT_NAME` uniqueness item, and the employee stock rows that say who holds it.
import { productKeys } from '#functions/model/product-keys.ts';
import { productFromItem, type ProductRoot } from '#functions/model/product-record.ts';
import type { CreateProductBody } from '#functions/contract/catalog.ts';
import { stockKeys } from '#functions/model/stock-keys.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { uniqueNameItem, versionedSet } from '#functions/lib/db/write-steps.ts';
import type { AppError } from '#functions/lib/errors/app-error.ts';
import { batchGet, queryPartition } from '#functions/lib/db/queries.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import { fromStockItem } from '#functions/model/stock-record.ts';

/** The root and its uniqueness item, written together with `attribute_not_exists`. */
export function newProductItems(id: string, fields: CreateProductBody, now: string): { root: Item; unique: Item; product: ProductRoot } {
  const root = {
    ...productKeys.product(id), ...productKeys.productIndex(fields.name, id), entity: 'product', id, ...fields,
    archived: false, created_at: now, updated_at: now, version: 1,
  };
  return { root, unique: uniqueNameItem('PRODUCT_NAME', fields.name, { type: 'product', id }, now), product: productFromItem(root) };
}

/** AP-CAT-2. */
export async function getProduct(id: string, consistent = false): Promise<ProductRoot | undefined> {
  const item = await getItem(productKeys.product(id), consistent);
  return item ? productFromItem(item) : undefined;
}

/** AP-CAT-2 for many ids (BatchGet), keyed by id. */
export async function loadProducts(ids: readonly string[]): Promise<Map<string, ProductRoot>> {
  const products = (await batchGet(ids.map((id) => productKeys.product(id)), true)).map(productFromItem);
  return new Map(products.map((p) => [p.id, p]));
}

/** AP-CAT-1: every product (archived ones too), ordered by name. */
export const listProducts = async (): Promise<ProductRoot[]> => (await queryPartition(productKeys.allProducts())).map(productFromItem);

/** AP-INVT-4: the ids of the products an employee holds (quantity > 0). */
export async function listProductIdsHeldBy(employeeId: string): Promise<Set<string>> {
  const rows = await queryPartition(stockKeys.stockOfEmployee(employeeId), {
    FilterExpression: 'quantity > :zero', ExpressionAttributeValues: { ':zero': 0 },
  });
  return new Set(rows.map((row) => fromStockItem(row).productId));
}

/** The versioned Update of the fields sent; a rename moves the product in AP-CAT-1's order. */
export function addProductUpdate({ plan, id, changes, version, now }: {
  plan: TransactionPlan; id: string; changes: Record<string, unknown>; version: number; now: string;
}): void {
  const name = typeof changes.name === 'string' ? changes.name : undefined;
  plan.update(productKeys.product(id), versionedSet({ ...changes, ...(name === undefined ? {} : productKeys.productIndex(name, id)) }, version, now));
}

/** Delete archives: a versioned `SET archived`. */
export function addProductArchive(plan: TransactionPlan, id: string, version: number, now: string): void {
  plan.update(productKeys.product(id), versionedSet({ archived: true }, version, now));
}

/** A write that attaches something to the product checks it is still live (not archived meanwhile). */
export function addProductLiveCheck(plan: TransactionPlan, id: string, onFail: () => AppError): void {
  plan.check(productKeys.product(id), 'archived = :false', { ':false': false }, onFail);
}
