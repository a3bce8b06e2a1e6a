// Helpers for the inventory tests: calls through the real group handler, products made through the
// catalog API, and the ledger read straight from the table to check it against the balances.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { handler } from '#functions/inventory/index.ts';
import { inventory, type Inventory } from '#functions/contract/inventory.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { queryAll } from '#functions/lib/db/queries.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { call, type CallResult } from '#test/support/api.ts';
import type { SignedIn } from '#test/support/sessions.ts';

export { createProduct } from '#test/functions/catalog/catalog-fixtures.ts';

export const api = (method: string, path: string, who: SignedIn, body?: unknown): Promise<CallResult> =>
  call(handler, method, path, { cookie: who.cookie, ...(body === undefined ? {} : { body }) });

export async function addStock(who: SignedIn, productId: string, quantity: number): Promise<Inventory> {
  const res = await api('POST', '/api/inventories', who, { product_id: productId, quantity });
  if (res.status !== 201) throw new Error(`add stock failed: ${res.status} ${res.body}`);
  return inventory.parse(res.json);
}

/** Admin assign: straight to the employee. */
export async function give(admin: SignedIn, productId: string, employeeId: string, quantity: number): Promise<void> {
  const res = await api('POST', `/api/inventories/${productId}/assign`, admin, { employee_id: employeeId, quantity });
  if (res.status !== 200) throw new Error(`assign failed: ${res.status} ${res.body}`);
}

export async function inventoryOf(who: SignedIn, productId: string): Promise<Inventory | undefined> {
  const res = await api('GET', '/api/inventories', who);
  return inventory.array().parse(res.json).find((i) => i.id === productId);
}

export async function setAccessTypes(employeeId: string, types: string[]): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: tableName(), Key: employeeKeys.employee(employeeId), UpdateExpression: 'SET has_access_only_to = :t', ExpressionAttributeValues: { ':t': types },
  }));
}

/** Every stock row and ledger row of a product, read consistently from its partition. */
export async function partitionOf(productId: string): Promise<{ stock: Item[]; moves: Item[] }> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `PROD#${productId}` }, ConsistentRead: true });
  return { stock: items.filter((i) => String(i.SK).startsWith('STOCK#')), moves: items.filter((i) => String(i.SK).startsWith('MOVE#')) };
}

/** Balance per place from the ledger: Σ in − Σ out, in hundredths. */
export function ledgerBalances(moves: Item[]): Map<string, number> {
  const balances = new Map<string, number>();
  for (const m of moves) {
    const q = Number(m.quantity);
    balances.set(String(m.from), (balances.get(String(m.from)) ?? 0) - q);
    balances.set(String(m.to), (balances.get(String(m.to)) ?? 0) + q);
  }
  return balances;
}

/** Balance per place from the stock rows, in hundredths. */
export function rowBalances(stock: Item[]): Map<string, number> {
  return new Map(stock.map((row) => [row.employee_id ? `employee:${String(row.employee_id)}` : 'practice', Number(row.quantity)]));
}
