// Products and treatments made through the API, plus inventory rows written straight to the table in
// the shapes of docs/data-model.md §2.5 (the inventory group that writes them comes later).
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { handler } from '#functions/catalog/index.ts';
import { productKeys } from '#functions/model/product-keys.ts';
import { product, treatment, type Product, type Treatment } from '#functions/contract/catalog.ts';
import { stockKeys } from '#functions/model/stock-keys.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { call } from '#test/support/api.ts';
import { uniqueName } from '#test/support/sessions.ts';

export async function createProduct(adminCookie: string, fields: Record<string, unknown> = {}): Promise<Product> {
  const res = await call(handler, 'POST', '/api/products/new', {
    body: { name: uniqueName('Product'), product_type: 'Neurotoxins', cost_price_cents: 644, retail_price_cents: 1200, ...fields },
    cookie: adminCookie,
  });
  if (res.status !== 201) throw new Error(`create product failed: ${res.status} ${res.body}`);
  return product.parse(res.json);
}

export const treatmentFields = (productId: string, extra: Record<string, unknown> = {}) => ({
  name: uniqueName('Forehead Lines'), duration_minutes: 30, product_id: productId, cost_cents: 30000, quantity: 20, ...extra,
});

export async function createTreatment(cookie: string, productId: string, extra: Record<string, unknown> = {}): Promise<Treatment> {
  const res = await call(handler, 'POST', '/api/treatments', { body: treatmentFields(productId, extra), cookie });
  if (res.status !== 201) throw new Error(`create treatment failed: ${res.status} ${res.body}`);
  return treatment.parse(res.json);
}

const put = (item: Record<string, unknown>) => db.send(new PutCommand({ TableName: tableName(), Item: item }));

/** A stock row: the practice's (`holder` undefined) or an employee's. Quantity in hundredths. */
export async function putStock(productId: string, quantity: number, holder?: string): Promise<void> {
  const sk = holder ? `STOCK#EMP#${holder}` : 'STOCK#PRACTICE';
  await put({
    PK: productKeys.product(productId).PK, SK: sk, entity: holder ? 'employee_stock' : 'practice_stock', product_id: productId,
    ...(holder ? { employee_id: holder, ...stockKeys.stockOfEmployee(holder), GSI1SK: productId } : {}),
    GSI2PK: 'STOCK', GSI2SK: `${productId}#${holder ? `EMP#${holder}` : 'PRACTICE'}`, quantity, version: 1,
  });
}

export async function putPrompt(productId: string, receiverId: string, status: 'pending' | 'accepted'): Promise<void> {
  const id = ulid();
  await put({
    ...stockKeys.promptsByStatus(status), GSI2SK: `${productId}#${id}`, PK: `PROMPT#${id}`, SK: '#META', id, entity: 'inventory_prompt',
    GSI1PK: `EMP#${receiverId}#PROMPT`, GSI1SK: `${status}#${id}`, product_id: productId, receiver_id: receiverId, quantity: 100, status, version: 1,
  });
}

export async function putRequest(productId: string, requestorId: string, status: 'pending' | 'approved'): Promise<void> {
  const id = ulid();
  await put({
    ...stockKeys.requestsByStatus(status), GSI2SK: id, PK: `REQ#${id}`, SK: '#META', id, entity: 'inventory_request',
    GSI1PK: `EMP#${requestorId}#REQ`, GSI1SK: id, product_id: productId, requestor_id: requestorId, quantity_asked: 100, status, version: 1,
  });
}

export const idsOf = (json: unknown): string[] => (json as { id: string }[]).map((item) => item.id);
