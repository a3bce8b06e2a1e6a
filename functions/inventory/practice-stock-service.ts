// Practice stock (REFERENCE §3.9): list with totals, add (POST), set (PATCH), delete. Totals are
// practice + Σ employees + in transit; a write answers from what it read plus what it wrote.
import type { CreateInventoryBody, Inventory, ProductRef, UpdateInventoryBody } from '#functions/contract/inventory.ts';
import { fromHundredths, toHundredths } from '#functions/contract/money.ts';
import { activeProductRefs, liveProduct, productDisplay } from '#functions/inventory/product-lookup.ts';
import { listPendingPrompts } from '#functions/inventory/prompt-repository.ts';
import { listRequestsByStatus } from '#functions/inventory/request-repository.ts';
import { StockBatch, type BatchContext, type Place } from '#functions/inventory/stock-batch.ts';
import { notEnoughStock, stockChanged } from '#functions/inventory/stock-errors.ts';
import { addPracticeDelete, listAllStock, listHoldersOf } from '#functions/inventory/stock-repository.ts';
import type { StockRow } from '#functions/model/stock-record.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict, notFound } from '#functions/lib/errors/app-error.ts';

export interface ProductTotals {
  practice: StockRow | null;
  employees: number;
  transit: number;
}

export function toInventory(product: ProductRef, totals: ProductTotals): Inventory {
  const practice = totals.practice?.quantity ?? 0;
  return {
    id: product.id, product, quantity: fromHundredths(practice), in_transit: fromHundredths(totals.transit),
    total_inventory: fromHundredths(practice + totals.employees + totals.transit), version: totals.practice?.version ?? 0,
  };
}

/** AP-INVT-3 + AP-INVT-6 for one product. */
export async function productTotals(productId: string): Promise<ProductTotals> {
  const [holders, prompts] = await Promise.all([listHoldersOf(productId), listPendingPrompts()]);
  return {
    practice: holders.find((r) => r.employeeId === null) ?? null,
    employees: holders.filter((r) => r.employeeId !== null).reduce((sum, r) => sum + r.quantity, 0),
    transit: prompts.filter((p) => p.productId === productId).reduce((sum, p) => sum + p.quantity, 0),
  };
}

/** GET /api/inventories: every live product that has a practice row, holders or stock in transit. */
export async function listInventories(): Promise<Inventory[]> {
  const [rows, prompts, products] = await Promise.all([listAllStock(), listPendingPrompts(), activeProductRefs()]);
  const totals = new Map<string, ProductTotals>();
  const of = (id: string) => totals.get(id) ?? totals.set(id, { practice: null, employees: 0, transit: 0 }).get(id) as ProductTotals;
  for (const row of rows) {
    if (row.employeeId === null) of(row.productId).practice = row;
    else of(row.productId).employees += row.quantity;
  }
  for (const prompt of prompts) of(prompt.productId).transit += prompt.quantity;
  return [...totals].flatMap(([id, t]) => {
    const product = products.get(id);
    return product ? [toInventory(product, t)] : [];
  }).sort((a, b) => a.product.name.localeCompare(b.product.name));
}

export interface ContextOptions {
  names?: Map<string, string>;
  /** What the service read of a row, for the 409's "{product} has {qty} available". */
  availableOf?: (productId: string, place: Place) => number;
}

export function batchContext(caller: StaffCaller, reason: string, refId: string | null, products: Iterable<ProductRef>, options: ContextOptions = {}): BatchContext {
  const display = productDisplay(products);
  const names = options.names ?? new Map<string, string>();
  if (!names.has(caller.employeeId)) names.set(caller.employeeId, caller.name);
  return {
    reason, refId, actor: { id: caller.employeeId, name: caller.name }, now: new Date().toISOString(), products: display, names,
    onShort: (productId, place) => notEnoughStock(display.get(productId)?.name ?? 'This product', options.availableOf?.(productId, place) ?? 0),
    onStale: stockChanged,
  };
}

/** POST /api/inventories: adds to the practice's stock, creating the row if needed. */
export async function addPracticeStock(caller: StaffCaller, body: CreateInventoryBody): Promise<Inventory> {
  const product = await liveProduct(body.product_id);
  const totals = await productTotals(product.id);
  const q = toHundredths(body.quantity);
  const plan = new TransactionPlan();
  new StockBatch().move(product.id, 'none', 'practice', q).addTo(plan, batchContext(caller, 'practice_add', product.id, [product]));
  await plan.commit();
  const practice = { ...(totals.practice ?? emptyRow(product)), quantity: (totals.practice?.quantity ?? 0) + q, version: (totals.practice?.version ?? 0) + 1 };
  return toInventory(product, { ...totals, practice });
}

/** PATCH /api/inventories/{id}: sets the practice's quantity; the ledger records the difference. */
export async function setPracticeStock(caller: StaffCaller, productId: string, body: UpdateInventoryBody): Promise<Inventory> {
  const product = await liveProduct(productId);
  const totals = await productTotals(productId);
  const current = totals.practice;
  if (body.version !== undefined && body.version !== (current?.version ?? 0)) throw stockChanged();
  const now = toHundredths(body.quantity);
  const before = current?.quantity ?? 0;
  const batch = new StockBatch().set(productId, 'practice', now, current ? current.version : null);
  if (now > before) batch.ledger(productId, 'none', 'practice', now - before);
  else batch.ledger(productId, 'practice', 'none', before - now);
  const plan = new TransactionPlan();
  batch.addTo(plan, batchContext(caller, 'practice_set', productId, [product]));
  await plan.commit();
  const practice = { ...(current ?? emptyRow(product)), quantity: now, version: (current?.version ?? 0) + 1 };
  return toInventory(product, { ...totals, practice });
}

/** DELETE /api/inventories/{id}: only an empty row with nothing pending for the product. */
export async function deletePracticeStock(productId: string): Promise<void> {
  const [totals, requests] = await Promise.all([productTotals(productId), listRequestsByStatus('pending')]);
  if (!totals.practice) throw notFound();
  if (totals.transit > 0 || requests.some((r) => r.productId === productId)) {
    throw conflict('invalid_state', 'Transfers or requests of this product are still pending.');
  }
  const plan = new TransactionPlan();
  addPracticeDelete(plan, productId, () => conflict('invalid_state', 'Only an empty stock row can be deleted. Set it to 0 first.'));
  await plan.commit();
}

const emptyRow = (product: ProductRef): StockRow => ({
  productId: product.id, employeeId: null, employeeName: '', productName: product.name, productType: product.product_type, quantity: 0, version: 0,
});
