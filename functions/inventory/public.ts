// The inventory group's public face (decision 024): what other groups may use of it:
// - the profile's inventory fields (REFERENCE §4.0);
// - the removal step that returns an employee's stock to the practice (data model T-EMP-REMOVE);
// - the deduct/return steps invoices put in their own transactions (T-SUBMIT, T-REJECT, T-DELETE).
// - `inventoryPort`, the employees group's InventoryPort, handed in by the employees Lambda entry.
// Every step is aggregated per product, conditional, and writes its ledger rows in the same plan.
import type { ProfileInventory } from '#functions/contract/inventory.ts';
import { byProductName, refOf, toPromptDto } from '#functions/inventory/inventory-dto.ts';
import { employeeInventories } from '#functions/inventory/employee-stock-service.ts';
import { productDisplay, productRefs } from '#functions/inventory/product-lookup.ts';
import { addPromptDecision, listPendingPromptsTo } from '#functions/inventory/prompt-repository.ts';
import { returnPlace } from '#functions/inventory/prompt-service.ts';
import { decisionScope, toRequestDtos } from '#functions/inventory/request-service.ts';
import { listRequestsByStatus, listRequestsOf } from '#functions/inventory/request-repository.ts';
import { employeePlace, StockBatch } from '#functions/inventory/stock-batch.ts';
import { notEnoughStock, promptDecided, stockChanged } from '#functions/inventory/stock-errors.ts';
import { getEmployeeStocks, listEmployeeStock } from '#functions/inventory/stock-repository.ts';
import type { InventoryPort, StepActor } from '#functions/employees/public.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { maxTransactionItems, type TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict, type AppError } from '#functions/lib/errors/app-error.ts';

/** `employees_inventories`, `inventory_prompts`, `inventory_requests` and `pending_requests` of the caller. */
export async function loadProfileInventory(caller: StaffCaller): Promise<ProfileInventory> {
  const [stock, prompts, own, pending, decides] = await Promise.all([
    employeeInventories(caller.employeeId), listPendingPromptsTo(caller.employeeId), listRequestsOf(caller.employeeId),
    caller.isAdmin || caller.isInvManager ? listRequestsByStatus('pending') : Promise.resolve([]), decisionScope(caller),
  ]);
  const refs = await productRefs(prompts.map((p) => p.productId));
  return {
    employees_inventories: stock,
    inventory_prompts: prompts.map((p) => toPromptDto(p, refs)).sort(byProductName),
    inventory_requests: await toRequestDtos(own),
    pending_requests: pending.filter((r) => decides(r.productType)).length,
  };
}

/**
 * Removal of an employee (T-EMP-REMOVE), inside the caller's transaction: every row with stock goes
 * back to the practice (the row stays, at 0), and each pending prompt to them is rejected and its
 * stock returned to where it came from. Reads first, so call it before `plan.commit()`.
 */
export async function addReturnAllStock(plan: TransactionPlan, employee: StepActor, actor: StepActor, now: string): Promise<void> {
  const [rows, prompts] = await Promise.all([listEmployeeStock(employee.id, true), listPendingPromptsTo(employee.id, true)]);
  const batch = new StockBatch();
  const place = employeePlace(employee.id);
  for (const row of rows.filter((r) => r.quantity > 0)) {
    batch.set(row.productId, place, 0, row.version).delta(row.productId, 'practice', row.quantity).ledger(row.productId, place, 'practice', row.quantity);
  }
  for (const prompt of prompts) batch.move(prompt.productId, 'transit', returnPlace(prompt), prompt.quantity);
  if (plan.size + batch.size + prompts.length > maxTransactionItems) {
    throw conflict('invalid_state', 'This employee holds too many products to remove in one step. Move some stock back to the practice first.');
  }
  for (const prompt of prompts) addPromptDecision({ plan, prompt, status: 'rejected', deciderId: actor.id, now, onDecided: promptDecided });
  const names = new Map<string, string>([[employee.id, employee.name], [actor.id, actor.name]]);
  for (const p of prompts) if (p.senderId) names.set(p.senderId, p.senderName ?? '');
  const display = productDisplay([...rows.map((r) => refOf(new Map(), r.productId, r.productName, r.productType)),
    ...prompts.map((p) => refOf(new Map(), p.productId, p.productName, p.productType))]);
  batch.addTo(plan, {
    reason: 'employee_removed', refId: employee.id, actor, now, products: display, names,
    onShort: () => stockChanged(), onStale: stockChanged,
  });
}

export interface StockLine {
  productId: string;
  /** Integer hundredths. */
  quantity: number;
}

export interface InvoiceStockStep {
  employee: StepActor;
  actor: StepActor;
  /** The invoice group or invoice the ledger rows point at. */
  refId: string;
  lines: readonly StockLine[];
  /** Product display copies and names for the 409 message. */
  products: ReadonlyMap<string, { name: string; type: string }>;
  now: string;
}

function lineBatch(lines: readonly StockLine[], from: ReturnType<typeof employeePlace> | 'none', to: ReturnType<typeof employeePlace> | 'none'): StockBatch {
  const batch = new StockBatch();
  for (const line of lines) batch.move(line.productId, from, to, line.quantity);
  return batch;
}

/**
 * Invoice submission (T-SUBMIT): the employee's stock of each product goes down by the sum of its
 * lines, never below 0 (409 `insufficient_stock` naming the product), with one ledger row per product.
 * `available` gives what was read of each row, for the message.
 */
export function addDeductEmployeeStock(plan: TransactionPlan, step: InvoiceStockStep, available: (productId: string) => number = () => 0): void {
  lineBatch(step.lines, employeePlace(step.employee.id), 'none').addTo(plan, {
    reason: 'invoice_submit', refId: step.refId, actor: step.actor, now: step.now, products: step.products,
    names: new Map([[step.employee.id, step.employee.name], [step.actor.id, step.actor.name]]),
    onShort: (productId): AppError => notEnoughStock(step.products.get(productId)?.name ?? 'This product', available(productId)),
    onStale: stockChanged,
  });
}

/** Invoice rejection or deletion (T-REJECT, T-DELETE): the lines' stock goes back to the employee. */
export function addReturnEmployeeStock(plan: TransactionPlan, step: InvoiceStockStep): void {
  lineBatch(step.lines, 'none', employeePlace(step.employee.id)).addTo(plan, {
    reason: 'invoice_return', refId: step.refId, actor: step.actor, now: step.now, products: step.products,
    names: new Map([[step.employee.id, step.employee.name], [step.actor.id, step.actor.name]]),
    onShort: () => stockChanged(), onStale: stockChanged,
  });
}

/** What an employee holds of each product (integer hundredths; a product without a row reads 0), for the 409 message. */
export async function employeeStockLevels(employeeId: string, productIds: readonly string[]): Promise<Map<string, number>> {
  const rows = productIds.length === 0 ? [] : await getEmployeeStocks(employeeId, productIds);
  return new Map(rows.map((r) => [r.productId, r.quantity]));
}

/** Items the invoice steps add for these lines (2 per distinct product), for budgeting a transaction. */
export const invoiceStepSize = (lines: readonly StockLine[]): number => 2 * new Set(lines.map((l) => l.productId)).size;

/** Inventory's side of the employees group's InventoryPort, handed in by the employees Lambda entry. */
export const inventoryPort: InventoryPort = { loadProfileInventory, addReturnAllStock };
