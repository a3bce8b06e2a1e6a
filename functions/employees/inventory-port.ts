// What the employees group needs from inventory, which depends on employees (it reads employee
// records and answers with employee DTOs) and so cannot be imported from here. The employees Lambda
// entry hands in inventory's implementation (decision 024), the way the payments entry hands deposit
// steps to the schedule group's booking.
import type { ProfileInventory } from '#functions/contract/inventory.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';

export interface StepActor {
  id: string;
  name: string;
}

export interface InventoryPort {
  /** The profile's stock, prompts and requests (REFERENCE §4.0). */
  loadProfileInventory(caller: StaffCaller): Promise<ProfileInventory>;
  /** T-EMP-REMOVE: the employee's stock back to the practice, inside the removal's plan. */
  addReturnAllStock(plan: TransactionPlan, employee: StepActor, actor: StepActor, now: string): Promise<void>;
}
