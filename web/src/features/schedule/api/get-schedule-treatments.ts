// GET /api/schedule_treatments: what can be booked with an employee, for the new-appointment dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { scheduleTreatment, type ScheduleTreatment } from '#functions/contract/catalog.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { scheduleKey } from '#web/features/schedule/api/schedule-keys.ts';

export async function getScheduleTreatments(employeeId: string, signal?: AbortSignal): Promise<ScheduleTreatment[]> {
  const list = await apiJson('catalog.schedule_treatments', { query: { employee_id: employeeId }, schema: z.array(scheduleTreatment), signal });
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}

export function scheduleTreatmentsQueryOptions(employeeId: string) {
  return queryOptions({ queryKey: [...scheduleKey, 'treatments', employeeId], queryFn: ({ signal }) => getScheduleTreatments(employeeId, signal) });
}

export function useScheduleTreatments(employeeId: string | undefined) {
  return useQuery({ ...scheduleTreatmentsQueryOptions(employeeId ?? ''), enabled: employeeId !== undefined });
}
