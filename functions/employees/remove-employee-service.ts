// DELETE /api/employees/{id} (REFERENCE §3.2, data model T-EMP-REMOVE). Removal deactivates: the
// root leaves the active and mentor indexes, history stays. Sessions end at once, and the public
// lists stop showing the employee.
import { addAdminRevocation, ensureAdminCounter } from '#functions/employees/admin-counter-repository.ts';
import { deactivateLocationLinks } from '#functions/employees/employee-link-upkeep.ts';
import { deleteMenteeLinks, hasFutureAppointments } from '#functions/employees/employee-list-repository.ts';
import type { EmployeeRecord } from '#functions/model/employee-record.ts';
import { addDeactivation, loadActiveEmployee } from '#functions/employees/employee-repository.ts';
import type { InventoryPort, StepActor } from '#functions/employees/inventory-port.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { endAllSessions } from '#functions/lib/auth/sessions.ts';
import { conflict, notFound } from '#functions/lib/errors/app-error.ts';
import type { Logger } from '#functions/lib/log/logger.ts';

const futureAppointments = () => conflict('invalid_state', 'Reassign or cancel future appointments first');

async function checkRemovable(caller: StaffCaller, id: string): Promise<EmployeeRecord> {
  // An admin removing themself could lock the practice out mid-session; another admin must do it.
  if (id === caller.employeeId) throw conflict('invalid_state', 'You cannot remove yourself.');
  const record = await loadActiveEmployee(id);
  if (!record) throw notFound();
  if (await hasFutureAppointments(id)) throw futureAppointments();
  return record;
}

async function deactivate({ root }: EmployeeRecord, actor: StepActor, inventory: Pick<InventoryPort, 'addReturnAllStock'>): Promise<void> {
  const { id } = root;
  const now = new Date().toISOString();
  const plan = new TransactionPlan();
  addDeactivation(plan, root, now);
  if (root.is_admin) {
    await ensureAdminCounter();
    addAdminRevocation(plan);
  }
  // Their stock returns to the practice and pending prompts to them are rejected, atomically (T-EMP-REMOVE).
  await inventory.addReturnAllStock(plan, { id, name: root.name }, actor, now);
  await plan.commit();
}

export interface RemoveEmployee {
  caller: StaffCaller;
  id: string;
  logger: Logger;
  inventory: Pick<InventoryPort, 'addReturnAllStock'>;
}

export async function removeEmployee({ caller, id, logger, inventory }: RemoveEmployee): Promise<void> {
  const record = await checkRemovable(caller, id);
  await deactivate(record, { id: caller.employeeId, name: caller.name }, inventory);
  await endAllSessions('staff', id);
  await deactivateLocationLinks(record.locations);
  if (record.root.is_mentor) await deleteMenteeLinks(id);
  // Bookings check `deactivated_at` in their own transaction; one that committed just before ours
  // is reported so the front desk can move it (data model T-EMP-REMOVE).
  if (await hasFutureAppointments(id)) logger.warn('a booking raced the employee removal', { employee_id: id });
}
