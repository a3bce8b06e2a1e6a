// Products (REFERENCE §3.5): the staff list and the admin's create and update. Names are unique,
// ignoring case; a rename swaps the uniqueness items and then refreshes the display copies.
import { ulid } from 'ulid';
import type { CreateProductBody, Product, UpdateProductBody } from '#functions/contract/catalog.ts';
import { isActiveProduct, toProduct } from '#functions/catalog/product-dto.ts';
import type { ProductRoot } from '#functions/model/product-record.ts';
import {
  addProductUpdate, getProduct, listProductIdsHeldBy, listProducts, newProductItems,
} from '#functions/catalog/product-repository.ts';
import { refreshProductCopies } from '#functions/catalog/product-usage-repository.ts';
import { addNameSwap } from '#functions/lib/db/write-steps.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { Caller } from '#functions/lib/auth/caller.ts';
import { conflict, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';
import { targetEmployeeId } from '#functions/lib/auth/employee-scope.ts';

const nameTaken = () => validationFailed({ name: 'Product name already exists' });

/**
 * GET /api/products: every active product, or with `employee_id` the ones that employee holds stock
 * of (the invoice pickers). Staff may ask only about themselves; admins and inventory managers, anyone.
 */
export async function listActiveProducts(caller: Caller, employeeId: string | undefined): Promise<Product[]> {
  const held = employeeId === undefined
    ? undefined
    : await listProductIdsHeldBy(targetEmployeeId(caller, employeeId, { managersMayNameOthers: true }));
  const products = await listProducts();
  return products.filter((p) => isActiveProduct(p) && (!held || held.has(p.id))).map(toProduct);
}

export async function createProduct(body: CreateProductBody): Promise<Product> {
  const { root, unique, product } = newProductItems(ulid(), body, new Date().toISOString());
  await new TransactionPlan().put(root).put(unique, nameTaken).commit();
  return toProduct(product);
}

/** A live product for a write: 404 when missing or archived (deleted), 409 at once when stale. */
export async function loadProductForWrite(id: string, version?: number): Promise<ProductRoot> {
  const current = await getProduct(id, true);
  if (!current || !isActiveProduct(current)) throw notFound();
  if (version !== undefined && current.version !== version) throw conflict();
  return current;
}

export async function updateProduct(id: string, body: UpdateProductBody): Promise<Product> {
  const { version, ...sent } = body;
  const changes = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  const current = await loadProductForWrite(id, version);
  const now = new Date().toISOString();
  const updated: ProductRoot = { ...current, ...changes, version: version + 1 };
  const plan = new TransactionPlan();
  addProductUpdate({ plan, id, changes, version, now });
  if (sent.name !== undefined) {
    addNameSwap({ plan, kind: 'PRODUCT_NAME', from: current.name, to: sent.name, owner: { type: 'product', id }, now, onTaken: nameTaken });
  }
  await plan.commit();
  if (updated.name !== current.name || updated.product_type !== current.product_type) {
    await refreshProductCopies(id, { product_name: updated.name, product_type: updated.product_type });
  }
  return toProduct(updated);
}
