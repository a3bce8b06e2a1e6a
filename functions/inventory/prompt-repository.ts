// Inventory prompts (docs/data-model.md §2.5): stock in transit to a receiver, decided once. The
// status lives in the GSI keys too, so a decision rewrites them in the same conditional update.
import { stockKeys, type PromptStatus } from '#functions/model/stock-keys.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { batchGet, queryAll, queryPartition } from '#functions/lib/db/queries.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import { statusTransition } from '#functions/lib/db/write-steps.ts';
import type { AppError } from '#functions/lib/errors/app-error.ts';

export interface PromptRecord {
  id: string;
  receiverId: string;
  receiverName: string;
  productId: string;
  productName: string;
  productType: string;
  /** Integer hundredths. */
  quantity: number;
  source: 'practice' | 'employee';
  senderId: string | null;
  senderName: string | null;
  assignedBy: string;
  status: PromptStatus;
  createdAt: string;
  decidedAt: string | null;
}

const statuses: readonly PromptStatus[] = ['pending', 'accepted', 'rejected'];
const sources = ['employee', 'practice'] as const;

export function fromPromptItem(item: Item): PromptRecord {
  const r = readItem('stock_prompt', item);
  return {
    id: r.string('id'), receiverId: r.string('receiver_id'), receiverName: r.stringOr('receiver_name', ''),
    productId: r.string('product_id'), productName: r.stringOr('product_name', ''), productType: r.stringOr('product_type', ''),
    quantity: r.int('quantity'), source: r.enumValue('source', sources),
    senderId: r.optionalString('sender_id'), senderName: r.optionalString('sender_name'), assignedBy: r.stringOr('assigned_by', ''),
    status: r.enumValue('status', statuses), createdAt: r.string('created_at'), decidedAt: r.optionalString('decided_at'),
  };
}

export function promptItem(p: Omit<PromptRecord, 'status' | 'createdAt' | 'decidedAt'>, now: string): Item {
  return {
    ...stockKeys.prompt(p.id), ...stockKeys.promptIndex({ id: p.id, receiverId: p.receiverId, productId: p.productId, status: 'pending' }),
    entity: 'inventory_prompt', id: p.id, receiver_id: p.receiverId, receiver_name: p.receiverName, product_id: p.productId,
    product_name: p.productName, product_type: p.productType, quantity: p.quantity, source: p.source, sender_id: p.senderId,
    sender_name: p.senderName, assigned_by: p.assignedBy, status: 'pending', decided_at: null, decided_by: null,
    created_at: now, updated_at: now, version: 1,
  };
}

/** `pending → accepted/rejected` on the condition that it is still pending (a double click → 409). */
export function addPromptDecision({ plan, prompt, status, deciderId, now, onDecided }: {
  plan: TransactionPlan; prompt: PromptRecord; status: 'accepted' | 'rejected'; deciderId: string; now: string; onDecided: () => AppError;
}): void {
  const index = stockKeys.promptIndex({ id: prompt.id, receiverId: prompt.receiverId, productId: prompt.productId, status });
  plan.update(stockKeys.prompt(prompt.id), statusTransition({
    from: ['pending'], to: status, now, stamp: ['decided_at'],
    set: { decided_by: deciderId, GSI1SK: index.GSI1SK, GSI2PK: index.GSI2PK },
  }), onDecided);
}

/** AP-INVT-8. */
export async function getPrompt(id: string): Promise<PromptRecord | null> {
  const item = await getItem(stockKeys.prompt(id), true);
  return item ? fromPromptItem(item) : null;
}

/** AP-INVT-6: every prompt in transit. */
export const listPendingPrompts = async (): Promise<PromptRecord[]> =>
  (await queryPartition(stockKeys.promptsByStatus('pending'))).map(fromPromptItem);

/** AP-INVT-7: pending prompts to a receiver; `consistent` re-reads them by key before a write. */
export async function listPendingPromptsTo(receiverId: string, consistent = false): Promise<PromptRecord[]> {
  const listed = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :pending)',
    ExpressionAttributeValues: { ':pk': stockKeys.promptsOfReceiver(receiverId).GSI1PK, ':pending': 'pending#' },
  });
  if (!consistent) return listed.map(fromPromptItem);
  const fresh = await batchGet(listed.map((p) => stockKeys.prompt(String(p.id))), true);
  return fresh.map(fromPromptItem).filter((p) => p.status === 'pending');
}
