// GET /api/employee_schedules: who works where, for the calendar's staff and location filters.
// Cached for 15 minutes like other directory reads.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { employeeSchedulesResponse } from '#functions/contract/employees.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { scheduleKey } from '#web/features/schedule/api/schedule-keys.ts';

export type ScheduleStaffMember = z.infer<typeof employeeSchedulesResponse>[number];

export async function getScheduleStaff(signal?: AbortSignal): Promise<ScheduleStaffMember[]> {
  const list = await apiJson('employees.schedules', { schema: employeeSchedulesResponse, signal });
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}

export function scheduleStaffQueryOptions() {
  return queryOptions({ queryKey: [...scheduleKey, 'staff'], queryFn: ({ signal }) => getScheduleStaff(signal) });
}

export function useScheduleStaff() {
  return useQuery(scheduleStaffQueryOptions());
}
