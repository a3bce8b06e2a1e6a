// GET /api/schedule_clients: the clients a staff member may book for (an employee's linked clients,
// everyone's for admins), searched in the new-appointment dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleClients } from '#functions/contract/schedule.ts';
import type { ClientRef } from '#functions/contract/common.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { scheduleKey } from '#web/features/schedule/api/schedule-keys.ts';

export async function getScheduleClients(employeeId: string, signal?: AbortSignal): Promise<ClientRef[]> {
  const list = await apiJson('schedule.clients', { query: { employee_id: employeeId }, schema: scheduleClients, signal });
  return [...list].sort((a, b) => `${a.name} ${a.last_name}`.localeCompare(`${b.name} ${b.last_name}`));
}

export function scheduleClientsQueryOptions(employeeId: string) {
  return queryOptions({ queryKey: [...scheduleKey, 'clients', employeeId], queryFn: ({ signal }) => getScheduleClients(employeeId, signal) });
}

export function useScheduleClients(employeeId: string | undefined) {
  return useQuery({ ...scheduleClientsQueryOptions(employeeId ?? ''), enabled: employeeId !== undefined });
}
