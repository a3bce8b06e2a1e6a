// Stock rows (docs/data-model.md §2.5): the practice's row and each employee's row of a product,
// in integer hundredths. Reads are the AP-INVT patterns; writes are transaction steps the services
// put on one TransactionPlan, each conditional so nothing can go negative (T-STOCK).
import { stockKeys } from '#functions/model/stock-keys.ts';
import { fromStockItem, type StockRow } from '#functions/model/stock-record.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { batchGet, queryAll, queryPartition } from '#functions/lib/db/queries.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import type { AppError } from '#functions/lib/errors/app-error.ts';

/** AP-INVT-1: every stock row, practice and employees. */
export const listAllStock = async (): Promise<StockRow[]> => (await queryPartition(stockKeys.allStock())).map(fromStockItem);

/** AP-INVT-2 (consistent: read before a write). */
export async function getPracticeStock(productId: string): Promise<StockRow | null> {
  const item = await getItem(stockKeys.practice(productId), true);
  return item ? fromStockItem(item) : null;
}

/** AP-INVT-2 for many products (BatchGet). */
export async function getPracticeStocks(productIds: readonly string[]): Promise<Map<string, StockRow>> {
  const items = await batchGet(productIds.map((p) => stockKeys.practice(p)));
  return new Map(items.map((i) => { const row = fromStockItem(i); return [row.productId, row]; }));
}

/** AP-INVT-4 for the ids, then AP-INVT-5 consistently: an employee's rows as they are now. */
export async function listEmployeeStock(employeeId: string, consistent = false): Promise<StockRow[]> {
  const listed = (await queryPartition(stockKeys.stockOfEmployee(employeeId))).map(fromStockItem);
  if (!consistent) return listed;
  return getEmployeeStocks(employeeId, listed.map((r) => r.productId));
}

/** AP-INVT-5: the employee's rows of the given products (consistent). */
export async function getEmployeeStocks(employeeId: string, productIds: readonly string[]): Promise<StockRow[]> {
  if (productIds.length === 0) return [];
  return (await batchGet(productIds.map((p) => stockKeys.employee(p, employeeId)), true)).map(fromStockItem);
}

/** AP-INVT-3: every holder of one product (consistent). */
export const listHoldersOf = async (productId: string): Promise<StockRow[]> =>
  (await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': stockKeys.productPk(productId), ':prefix': stockKeys.stockPrefix },
    ConsistentRead: true,
  })).map(fromStockItem);

/** Display copies a stock row keeps (data model §1.3). */
export interface StockDisplay {
  productName: string;
  productType: string;
  employeeName?: string;
}

const rowKey = (productId: string, employeeId: string | null) =>
  employeeId ? stockKeys.employee(productId, employeeId) : stockKeys.practice(productId);

/** The attributes an upsert sets only when the row is new, plus the display copies. */
function upsertParts(productId: string, employeeId: string | null, display: StockDisplay, now: string) {
  const index = employeeId ? stockKeys.employeeIndex(productId, employeeId) : stockKeys.practiceIndex(productId);
  const set: Record<string, unknown> = {
    entity: employeeId ? 'employee_stock' : 'practice_stock', id: employeeId ? `${productId}#${employeeId}` : productId,
    product_id: productId, product_name: display.productName, product_type: display.productType, ...index,
    ...(employeeId ? { employee_id: employeeId, employee_name: display.employeeName ?? '' } : {}),
  };
  const names: Record<string, string> = { '#q': 'quantity', '#v': 'version', '#c': 'created_at', '#u': 'updated_at' };
  const values: Record<string, unknown> = { ':now': now, ':one': 1 };
  const assignments = ['#c = if_not_exists(#c, :now)', '#u = :now'];
  Object.entries(set).forEach(([attribute, value], i) => {
    names[`#a${i}`] = attribute;
    values[`:a${i}`] = value;
    assignments.push(`#a${i} = :a${i}`);
  });
  return { names, values, assignments };
}

/** A whole stock row, for the demo seed (the API writes rows only through the steps below). */
export function stockRowItem({ productId, employeeId, hundredths, display, now }: Omit<StockMove, 'plan'> & { display: StockDisplay }): Item {
  const index = employeeId ? stockKeys.employeeIndex(productId, employeeId) : stockKeys.practiceIndex(productId);
  return {
    ...rowKey(productId, employeeId), ...index, entity: employeeId ? 'employee_stock' : 'practice_stock',
    id: employeeId ? `${productId}#${employeeId}` : productId, product_id: productId, product_name: display.productName,
    product_type: display.productType, ...(employeeId ? { employee_id: employeeId, employee_name: display.employeeName ?? '' } : {}),
    quantity: hundredths, version: 1, created_at: now, updated_at: now,
  };
}

/** One row's change on a plan (the practice's row when employeeId is null), hundredths > 0. */
export interface StockMove { plan: TransactionPlan; productId: string; employeeId: string | null; hundredths: number; now: string }
/** expectedVersion: the version read, or null when the row was absent. */
type StockSet = StockMove & { expectedVersion: number | null; display: StockDisplay; onStale: () => AppError };

/** `ADD quantity :q` as an upsert (the row is created at q when missing). */
export function addStockIncrement({ plan, productId, employeeId, hundredths, display, now }: StockMove & { display: StockDisplay }): void {
  const { names, values, assignments } = upsertParts(productId, employeeId, display, now);
  plan.update(rowKey(productId, employeeId), {
    expression: `SET ${assignments.join(', ')} ADD #q :delta, #v :one`, names, values: { ...values, ':delta': hundredths },
  });
}

/** `ADD quantity :-q` on the condition `quantity >= :q`: the one way stock leaves a row. */
export function addStockDecrement({ plan, productId, employeeId, hundredths, now, onShort }: StockMove & { onShort: () => AppError }): void {
  plan.update(rowKey(productId, employeeId), {
    expression: 'SET #u = :now ADD #q :minus, #v :one',
    condition: '#q >= :need',
    names: { '#q': 'quantity', '#v': 'version', '#u': 'updated_at' },
    values: { ':now': now, ':minus': -hundredths, ':need': hundredths, ':one': 1 },
  }, onShort);
}

/**
 * An absolute set (practice PATCH, bulk set) on the condition that the row is at the version read,
 * or still absent when it was absent: any concurrent move in between bumps the version (→ 409).
 */
export function addStockSet({ plan, productId, employeeId, hundredths, expectedVersion, display, now, onStale }: StockSet): void {
  const { names, values, assignments } = upsertParts(productId, employeeId, display, now);
  plan.update(rowKey(productId, employeeId), {
    expression: `SET ${assignments.join(', ')}, #q = :set ADD #v :one`,
    condition: expectedVersion === null ? 'attribute_not_exists(PK)' : '#v = :expected',
    names,
    values: { ...values, ':set': hundredths, ...(expectedVersion === null ? {} : { ':expected': expectedVersion }) },
  }, onStale);
}

/** Practice delete: only an empty row goes (cond `quantity = :0`). */
export function addPracticeDelete(plan: TransactionPlan, productId: string, onNotEmpty: () => AppError): void {
  plan.delete(stockKeys.practice(productId), { expression: 'quantity = :zero', values: { ':zero': 0 } }, onNotEmpty);
}
