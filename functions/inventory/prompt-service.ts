// POST /api/inventory_prompts/{id}/accept and /reject (REFERENCE §3.9): the receiver (or an admin)
// decides a prompt once. Accepting moves the stock in transit to the receiver; rejecting returns
// it where it came from. The status change and the stock move are one conditional transaction.
import type { PromptDecisionResponse } from '#functions/contract/inventory.ts';
import { byProductName, refOf, toEmployeeInventory, toPromptDto } from '#functions/inventory/inventory-dto.ts';
import { batchContext } from '#functions/inventory/practice-stock-service.ts';
import { productRefs } from '#functions/inventory/product-lookup.ts';
import { addPromptDecision, getPrompt, type PromptRecord } from '#functions/inventory/prompt-repository.ts';
import { employeePlace, StockBatch, type Place } from '#functions/inventory/stock-batch.ts';
import { promptDecided } from '#functions/inventory/stock-errors.ts';
import { getActiveStaff } from '#functions/inventory/staff-repository.ts';
import { listEmployeeStock } from '#functions/inventory/stock-repository.ts';
import type { StockRow } from '#functions/model/stock-record.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';

/** Where a rejected prompt's stock goes back to. */
export const returnPlace = (p: PromptRecord): Place => (p.source === 'employee' && p.senderId ? employeePlace(p.senderId) : 'practice');

/** As returnPlace, but stock a removed sender can no longer hold goes to the practice instead. */
async function rejectPlace(p: PromptRecord): Promise<Place> {
  const place = returnPlace(p);
  if (place === 'practice' || !p.senderId) return place;
  return (await getActiveStaff(p.senderId)) ? place : 'practice';
}

async function loadOwnPrompt(caller: StaffCaller, id: string): Promise<PromptRecord> {
  const prompt = await getPrompt(id);
  if (!prompt || (prompt.receiverId !== caller.employeeId && !caller.isAdmin)) throw notFound();
  if (prompt.status !== 'pending') throw promptDecided();
  return prompt;
}

/** The receiver's rows as read before the write, with the accepted quantity applied. */
function withAccepted(rows: StockRow[], prompt: PromptRecord): StockRow[] {
  const existing = rows.find((r) => r.productId === prompt.productId);
  if (existing) return rows.map((r) => (r === existing ? { ...r, quantity: r.quantity + prompt.quantity } : r));
  return [...rows, {
    productId: prompt.productId, employeeId: prompt.receiverId, employeeName: prompt.receiverName, productName: prompt.productName,
    productType: prompt.productType, quantity: prompt.quantity, version: 1,
  }];
}

export async function decidePrompt(caller: StaffCaller, id: string, decision: 'accepted' | 'rejected'): Promise<PromptDecisionResponse> {
  const prompt = await loadOwnPrompt(caller, id);
  const rows = await listEmployeeStock(prompt.receiverId);
  const refs = await productRefs([prompt.productId, ...rows.map((r) => r.productId)]);
  const names = new Map([[prompt.receiverId, prompt.receiverName], ...(prompt.senderId ? [[prompt.senderId, prompt.senderName ?? '']] as const : [])]);
  const product = refOf(refs, prompt.productId, prompt.productName, prompt.productType);
  const ctx = batchContext(caller, decision === 'accepted' ? 'prompt_accept' : 'prompt_reject', prompt.id, [product], { names });
  const plan = new TransactionPlan();
  addPromptDecision({ plan, prompt, status: decision, deciderId: caller.employeeId, now: ctx.now, onDecided: promptDecided });
  const to = decision === 'accepted' ? employeePlace(prompt.receiverId) : await rejectPlace(prompt);
  new StockBatch().move(prompt.productId, 'transit', to, prompt.quantity).addTo(plan, ctx);
  await plan.commit();
  const after = decision === 'accepted' ? withAccepted(rows, prompt) : rows;
  return {
    prompt: toPromptDto({ ...prompt, status: decision, decidedAt: ctx.now }, refs),
    employees_inventories: after.map((r) => toEmployeeInventory(r, refs)).sort(byProductName),
  };
}
