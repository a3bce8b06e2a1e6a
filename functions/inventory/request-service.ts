// Inventory requests (REFERENCE §3.9, §1): staff ask for practice stock and see their own; admins
// see and decide all; inventory managers those of their product types (plus their own, read-only).
// Approval moves the stock, flips the status and writes the ledger in one conditional transaction.
import { ulid } from 'ulid';
import type { CreateRequestBody, InventoryRequest, RequestStatus } from '#functions/contract/inventory.ts';
import { toHundredths } from '#functions/contract/money.ts';
import { refOf, toRequestDto } from '#functions/inventory/inventory-dto.ts';
import { batchContext } from '#functions/inventory/practice-stock-service.ts';
import { liveProduct, productRefs } from '#functions/inventory/product-lookup.ts';
import { handlesType, sendRequestEmail } from '#functions/inventory/request-emails.ts';
import {
  addRequestDecision, fromRequestItem, getRequest, listRequestsByStatus, listRequestsOf, requestItem, type RequestRecord,
} from '#functions/inventory/request-repository.ts';
import { employeePlace, StockBatch } from '#functions/inventory/stock-batch.ts';
import { notEnoughToApprove, requestDecided } from '#functions/inventory/stock-errors.ts';
import { getPracticeStocks } from '#functions/inventory/stock-repository.ts';
import { getActiveStaff } from '#functions/inventory/staff-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import type { Logger } from '#functions/lib/log/logger.ts';

const allStatuses: readonly RequestStatus[] = ['pending', 'approved', 'rejected'];

/** The product types whose requests the caller decides: every type for admins, none for plain staff. */
export async function decisionScope(caller: StaffCaller): Promise<(productType: string) => boolean> {
  if (caller.isAdmin) return () => true;
  if (!caller.isInvManager) return () => false;
  const me = await getActiveStaff(caller.employeeId);
  return (type) => (me ? handlesType(me, type) : false);
}

export async function toRequestDtos(records: RequestRecord[]): Promise<InventoryRequest[]> {
  const ids = records.map((r) => r.productId);
  const [refs, practice] = await Promise.all([productRefs(ids), getPracticeStocks([...new Set(ids)])]);
  return records.map((r) => toRequestDto(r, refs, practice));
}

/** The requests a caller may see, newest first. */
export async function visibleRequests(caller: StaffCaller, status?: RequestStatus): Promise<RequestRecord[]> {
  const own = (await listRequestsOf(caller.employeeId)).filter((r) => !status || r.status === status);
  if (!caller.isAdmin && !caller.isInvManager) return own;
  const decides = await decisionScope(caller);
  const lists = await Promise.all((status ? [status] : allStatuses).map(listRequestsByStatus));
  const scoped = lists.flat().filter((r) => decides(r.productType));
  const merged = new Map([...scoped, ...own].map((r) => [r.id, r]));
  return [...merged.values()].sort((a, b) => (a.id < b.id ? 1 : -1));
}

export async function listRequests(caller: StaffCaller, status?: RequestStatus): Promise<InventoryRequest[]> {
  return toRequestDtos(await visibleRequests(caller, status));
}

export async function createRequest(caller: StaffCaller, body: CreateRequestBody, logger: Logger): Promise<InventoryRequest> {
  const product = await liveProduct(body.product_id);
  const now = new Date().toISOString();
  const item = requestItem({
    id: ulid(), requestorId: caller.employeeId, requestorName: caller.name, productId: product.id, productName: product.name,
    productType: product.product_type, quantityAsked: toHundredths(body.quantity_asked), dateOfUse: body.date_of_use,
  }, now);
  await new TransactionPlan().put(item).commit();
  const record = fromRequestItem(item);
  // The request stands even if the mail fails; the managers also see it on the Inventories page.
  await sendRequestEmail(record).catch((error: unknown) => logger.warn('inventory request mail failed', { error: String(error) }));
  const [dto] = await toRequestDtos([record]);
  if (!dto) throw notFound();
  return dto;
}

async function loadDecidable(caller: StaffCaller, id: string): Promise<RequestRecord> {
  const request = await getRequest(id);
  const decides = await decisionScope(caller);
  if (!request || !decides(request.productType)) throw notFound();
  if (request.status !== 'pending') throw requestDecided();
  return request;
}

export async function decideRequest(caller: StaffCaller, id: string, decision: 'approved' | 'rejected'): Promise<InventoryRequest> {
  const request = await loadDecidable(caller, id);
  const refs = await productRefs([request.productId]);
  const product = refOf(refs, request.productId, request.productName, request.productType);
  const ctx = batchContext(caller, 'request_approve', request.id, [product], { names: new Map([[request.requestorId, request.requestorName]]) });
  const plan = new TransactionPlan();
  addRequestDecision({ plan, request, status: decision, decider: { id: caller.employeeId, name: caller.name }, now: ctx.now, onDecided: requestDecided });
  if (decision === 'approved') {
    new StockBatch().move(request.productId, 'practice', employeePlace(request.requestorId), request.quantityAsked)
      .addTo(plan, { ...ctx, onShort: notEnoughToApprove });
  }
  await plan.commit();
  const [dto] = await toRequestDtos([{ ...request, status: decision, decidedById: caller.employeeId, decidedByName: caller.name }]);
  if (!dto) throw notFound();
  return dto;
}
