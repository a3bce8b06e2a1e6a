// GET /api/schedule_clients: the clients the caller may book for — every client for admins and
// inventory managers, otherwise the linked ones (an admin naming an employee gets that employee's).
import type { ClientRef } from '#functions/contract/common.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { scheduleTarget, seesEveryone } from '#functions/schedule/appointments/schedule-access.ts';
import { listAllClientRefs, listLinkedClientRefs } from '#functions/schedule/appointments/schedule-clients-repository.ts';

const byName = (a: ClientRef, b: ClientRef) => `${a.name} ${a.last_name}`.localeCompare(`${b.name} ${b.last_name}`);

export async function listScheduleClients(staff: StaffCaller, employeeId?: string): Promise<ClientRef[]> {
  if (employeeId === undefined && seesEveryone(staff)) return (await listAllClientRefs()).sort(byName);
  return (await listLinkedClientRefs(scheduleTarget(staff, employeeId))).sort(byName);
}
