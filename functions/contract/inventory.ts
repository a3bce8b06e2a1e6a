// Inventory (REFERENCE §2.4, §3.9, §4.0, §4.3): practice stock, employee stock, prompts (stock in
// transit), requests and the movement ledger. Quantities are decimals with at most 2 places in the
// API and integer hundredths in storage (REFERENCE §0.1).
import * as z from 'zod';
import { employeeRef, id } from '#functions/contract/common.ts';
import { employeeAdmin, employeeManagerView, employeeProfile } from '#functions/contract/employees.ts';
import { purchasedType } from '#functions/contract/catalog.ts';
import { isHundredths } from '#functions/contract/money.ts';

const maxQuantity = 1_000_000;

/** A quantity to move: at least 0.01, at most 2 decimal places. */
export const stockQuantity = z
  .number('Quantity must be a number')
  .min(0.01, 'Quantity must be at least 0.01')
  .max(maxQuantity, 'Quantity is too large')
  .refine(isHundredths, 'Quantity allows at most 2 decimal places');

/** An absolute balance (PATCH, bulk set): 0 allowed. */
export const stockBalance = z
  .number('Quantity must be a number')
  .min(0, 'Quantity must not be negative')
  .max(maxQuantity, 'Quantity is too large')
  .refine(isHundredths, 'Quantity allows at most 2 decimal places');

/** ProductRef for staff (REFERENCE §4.0). */
export const productRef = z.object({
  id: z.string(), name: z.string(), product_type: z.string(),
  cost_price_cents: z.int(), retail_price_cents: z.int(), purchased_type: purchasedType,
});
export type ProductRef = z.infer<typeof productRef>;

export const inventory = z.object({
  /** The product id: there is one practice row per product. */
  id: z.string(),
  product: productRef,
  /** The practice's own stock ("Available Inv"). */
  quantity: z.number(),
  /** Practice + every employee + in transit ("Total Inv"). */
  total_inventory: z.number(),
  in_transit: z.number(),
  /** Send back on PATCH: a stale version answers 409. */
  version: z.int(),
});
export type Inventory = z.infer<typeof inventory>;

export const inventoryParams = z.object({ id });
export const createInventoryBody = z.object({ product_id: id, quantity: stockQuantity });
export type CreateInventoryBody = z.infer<typeof createInventoryBody>;
export const updateInventoryBody = z.object({ quantity: stockBalance, version: z.int().min(1).optional() });
export type UpdateInventoryBody = z.infer<typeof updateInventoryBody>;
export const assignInventoryBody = z.object({ employee_id: id, quantity: stockQuantity });
export type AssignInventoryBody = z.infer<typeof assignInventoryBody>;

export const employeeInventory = z.object({ id: z.string(), product: productRef, quantity: z.number() });
export type EmployeeInventory = z.infer<typeof employeeInventory>;

export const promptStatus = z.enum(['pending', 'accepted', 'rejected']);
export const inventoryPrompt = z.object({
  id: z.string(),
  product: productRef,
  quantity: z.number(),
  source: z.enum(['practice', 'employee']),
  sender: employeeRef.nullable(),
  receiver: employeeRef,
  assigned_by: z.string(),
  status: promptStatus,
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type InventoryPrompt = z.infer<typeof inventoryPrompt>;

export const assignResponse = z.object({ inventory, prompt: inventoryPrompt.nullable() });
export type AssignResponse = z.infer<typeof assignResponse>;

export const transferBody = z.object({ employee_id: id, product_id: id, quantity: stockQuantity });
export type TransferBody = z.infer<typeof transferBody>;
export const transferResponse = z.object({ prompt: inventoryPrompt });

export const promptParams = z.object({ id });
export const promptDecisionResponse = z.object({ prompt: inventoryPrompt, employees_inventories: z.array(employeeInventory) });
export type PromptDecisionResponse = z.infer<typeof promptDecisionResponse>;

export const requestStatus = z.enum(['pending', 'approved', 'rejected']);
export type RequestStatus = z.infer<typeof requestStatus>;
export const inventoryRequest = z.object({
  id: z.string(),
  requestor: employeeRef,
  product: productRef,
  quantity_asked: z.number(),
  date_of_use: z.string(),
  status: requestStatus,
  /** What the practice holds of the product now. */
  practice_quantity: z.number(),
  decided_by: employeeRef.nullable(),
  created_at: z.string(),
});
export type InventoryRequest = z.infer<typeof inventoryRequest>;

export const requestListQuery = z.object({ status: requestStatus.optional() });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'Date is not valid');
export const createRequestBody = z.object({ product_id: id, quantity_asked: stockQuantity, date_of_use: isoDate });
export type CreateRequestBody = z.infer<typeof createRequestBody>;
export const requestParams = z.object({ id });

/** PATCH /api/employees/{id}/update_inventories: absolute quantities per product. */
export const updateInventoriesBody = z.object({
  updated_products: z.record(id, z.object({ quantity: stockBalance })).default({}),
  new_products: z.array(z.object({ product_id: id, quantity: stockBalance })).max(33).default([]),
});
export type UpdateInventoriesBody = z.infer<typeof updateInventoriesBody>;
export const employeeIdParams = z.object({ id });
/** EmployeeAdmin (or the trimmed view for inventory managers) with the employee's stock. */
export const updateInventoriesResponse = z.union([
  employeeAdmin.extend({ employees_inventories: z.array(employeeInventory) }),
  employeeManagerView.extend({ employees_inventories: z.array(employeeInventory) }),
]);

/** + GET /api/employee_inventories: every active employee with their stock (the bulk editor). */
export const employeeStock = z.object({ employee: employeeRef, employees_inventories: z.array(employeeInventory) });
export const employeeStockList = z.array(employeeStock);
export type EmployeeStock = z.infer<typeof employeeStock>;

export const movementPlace = z.string();
export const movementReasons = [
  'practice_add', 'practice_set', 'assign', 'transfer', 'prompt_accept', 'prompt_reject', 'request_approve', 'bulk_set',
  'invoice_submit', 'invoice_return', 'employee_removed',
] as const;
export const movementReason = z.enum(movementReasons);
export type MovementReason = z.infer<typeof movementReason>;
/** + GET /api/inventories/{id}/movements: the product's ledger, newest first. */
export const stockMovement = z.object({
  id: z.string(),
  at: z.string(),
  from: movementPlace,
  to: movementPlace,
  from_label: z.string(),
  to_label: z.string(),
  quantity: z.number(),
  reason: movementReason,
  ref_id: z.string().nullable(),
  actor: employeeRef.nullable(),
});
export type StockMovement = z.infer<typeof stockMovement>;
export const movementList = z.array(stockMovement);

/** The inventory part of GET /api/employees/myprofile (REFERENCE §4.0). */
export const profileInventoryFields = {
  employees_inventories: z.array(employeeInventory),
  /** Pending prompts addressed to the caller (Shared Inventory). */
  inventory_prompts: z.array(inventoryPrompt),
  inventory_requests: z.array(inventoryRequest),
  /** Pending requests the caller may decide (0 for staff who decide none). */
  pending_requests: z.int(),
};
export const profileInventory = z.object(profileInventoryFields);
export type ProfileInventory = z.infer<typeof profileInventory>;
export const myProfile = employeeProfile.extend(profileInventoryFields);
export type MyProfile = z.infer<typeof myProfile>;
