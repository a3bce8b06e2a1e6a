// Inventory requests (docs/data-model.md §2.5): an employee asks the practice for stock; an admin
// or a matching inventory manager approves or rejects it once.
import { stockKeys, type RequestStatus } from '#functions/model/stock-keys.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { queryAll } from '#functions/lib/db/queries.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import { statusTransition } from '#functions/lib/db/write-steps.ts';
import type { AppError } from '#functions/lib/errors/app-error.ts';

export interface RequestRecord {
  id: string;
  requestorId: string;
  requestorName: string;
  productId: string;
  productName: string;
  productType: string;
  /** Integer hundredths. */
  quantityAsked: number;
  dateOfUse: string;
  status: RequestStatus;
  decidedById: string | null;
  decidedByName: string | null;
  createdAt: string;
}

const statuses: readonly RequestStatus[] = ['pending', 'approved', 'rejected'];

export function fromRequestItem(item: Item): RequestRecord {
  const r = readItem('stock_request', item);
  return {
    id: r.string('id'), requestorId: r.string('requestor_id'), requestorName: r.stringOr('requestor_name', ''),
    productId: r.string('product_id'), productName: r.stringOr('product_name', ''), productType: r.stringOr('product_type', ''),
    quantityAsked: r.int('quantity_asked'), dateOfUse: r.stringOr('date_of_use', ''), status: r.enumValue('status', statuses),
    decidedById: r.optionalString('decided_by'), decidedByName: r.optionalString('decided_by_name'), createdAt: r.string('created_at'),
  };
}

export function requestItem(r: Omit<RequestRecord, 'status' | 'decidedById' | 'decidedByName' | 'createdAt'>, now: string): Item {
  return {
    ...stockKeys.request(r.id), ...stockKeys.requestIndex({ id: r.id, requestorId: r.requestorId, status: 'pending' }),
    entity: 'inventory_request', id: r.id, requestor_id: r.requestorId, requestor_name: r.requestorName, product_id: r.productId,
    product_name: r.productName, product_type: r.productType, quantity_asked: r.quantityAsked, date_of_use: r.dateOfUse,
    status: 'pending', decided_by: null, decided_by_name: null, created_at: now, updated_at: now, version: 1,
  };
}

/** `pending → approved/rejected` on the condition that it is still pending. */
export function addRequestDecision({ plan, request, status, decider, now, onDecided }: {
  plan: TransactionPlan; request: RequestRecord; status: 'approved' | 'rejected'; decider: { id: string; name: string }; now: string; onDecided: () => AppError;
}): void {
  plan.update(stockKeys.request(request.id), statusTransition({
    from: ['pending'], to: status, now, stamp: ['decided_at'],
    set: { decided_by: decider.id, decided_by_name: decider.name, GSI2PK: stockKeys.requestsByStatus(status).GSI2PK },
  }), onDecided);
}

/** AP-INVT-11. */
export async function getRequest(id: string): Promise<RequestRecord | null> {
  const item = await getItem(stockKeys.request(id), true);
  return item ? fromRequestItem(item) : null;
}

/** AP-INVT-9: requests in one status, newest first. */
export async function listRequestsByStatus(status: RequestStatus): Promise<RequestRecord[]> {
  const [attribute, value] = ['GSI2PK', stockKeys.requestsByStatus(status).GSI2PK];
  const items = await queryAll({ IndexName: 'GSI2', KeyConditionExpression: `${attribute} = :pk`, ExpressionAttributeValues: { ':pk': value }, ScanIndexForward: false });
  return items.map(fromRequestItem);
}

/** AP-INVT-10: a requestor's requests, newest first. */
export async function listRequestsOf(employeeId: string): Promise<RequestRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': stockKeys.requestsOfRequestor(employeeId).GSI1PK }, ScanIndexForward: false,
  });
  return items.map(fromRequestItem);
}
