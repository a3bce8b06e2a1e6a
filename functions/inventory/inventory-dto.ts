// DTO mappers for inventory (REFERENCE §4.0). Storage speaks integer hundredths, the API decimals.
import type { ProductRoot } from '#functions/model/product-record.ts';
import {
  movementReason, type EmployeeInventory, type InventoryPrompt, type InventoryRequest, type ProductRef, type StockMovement,
} from '#functions/contract/inventory.ts';
import { fromHundredths } from '#functions/contract/money.ts';
import type { MovementRecord } from '#functions/inventory/ledger-repository.ts';
import type { PromptRecord } from '#functions/inventory/prompt-repository.ts';
import type { RequestRecord } from '#functions/inventory/request-repository.ts';
import type { StockRow } from '#functions/model/stock-record.ts';

export type ProductRefs = ReadonlyMap<string, ProductRef>;

export const toProductRef = (p: ProductRoot): ProductRef => ({
  id: p.id, name: p.name, product_type: p.product_type,
  cost_price_cents: p.cost_price_cents, retail_price_cents: p.retail_price_cents, purchased_type: p.purchased_type,
});

/** The product behind a row, or a ref built from the row's display copies when the product is gone. */
export const refOf = (refs: ProductRefs, id: string, name: string, type: string): ProductRef =>
  refs.get(id) ?? { id, name, product_type: type, cost_price_cents: 0, retail_price_cents: 0, purchased_type: 'practice_purchased' };

export const toEmployeeInventory = (row: StockRow, refs: ProductRefs): EmployeeInventory => ({
  id: row.productId, product: refOf(refs, row.productId, row.productName, row.productType), quantity: fromHundredths(row.quantity),
});

export const byProductName = (a: { product: ProductRef }, b: { product: ProductRef }) => a.product.name.localeCompare(b.product.name);

export const toPromptDto = (p: PromptRecord, refs: ProductRefs): InventoryPrompt => ({
  id: p.id, product: refOf(refs, p.productId, p.productName, p.productType), quantity: fromHundredths(p.quantity),
  source: p.source, sender: p.senderId ? { id: p.senderId, name: p.senderName ?? '' } : null,
  receiver: { id: p.receiverId, name: p.receiverName }, assigned_by: p.assignedBy, status: p.status,
  created_at: p.createdAt, decided_at: p.decidedAt,
});

export const toRequestDto = (r: RequestRecord, refs: ProductRefs, practice: ReadonlyMap<string, StockRow>): InventoryRequest => ({
  id: r.id, requestor: { id: r.requestorId, name: r.requestorName }, product: refOf(refs, r.productId, r.productName, r.productType),
  quantity_asked: fromHundredths(r.quantityAsked), date_of_use: r.dateOfUse, status: r.status,
  practice_quantity: fromHundredths(practice.get(r.productId)?.quantity ?? 0),
  decided_by: r.decidedById ? { id: r.decidedById, name: r.decidedByName ?? '' } : null, created_at: r.createdAt,
});

export const toMovementDto = (m: MovementRecord): StockMovement => ({
  id: m.id, at: m.at, from: m.from, to: m.to, from_label: m.fromLabel, to_label: m.toLabel, quantity: fromHundredths(m.quantity),
  reason: movementReason.parse(m.reason), ref_id: m.refId, actor: m.actorId ? { id: m.actorId, name: m.actorName ?? '' } : null,
});
