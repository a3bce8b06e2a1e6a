// GET /api/employees for the Staff screen: admins get the full record (EmployeeAdmin), inventory
// managers the same without pay, vendor and Stripe fields (REFERENCE §4.0). Cached for 15 minutes
// like every list; the screen's own writes invalidate it (employeesKey).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { employeeAdmin, employeeManagerView, type EmployeeAdmin, type EmployeeManagerView } from '#functions/contract/employees.ts';
import { apiJson } from '#web/lib/api-client.ts';

/** The root of every employees query: a write invalidates all of them at once. */
export const employeesKey = ['employees'] as const;

export type StaffRecord = EmployeeAdmin | EmployeeManagerView;

/** Which view the caller gets: the API decides by role, and the screen reads the answer to match. */
export type StaffView = 'admin' | 'manager';

// One schema per view rather than a union: an admin's answer that breaks the contract must fail
// loudly, not pass as the manager view with its pay fields quietly dropped.
const staffListSchemas = { admin: z.array(employeeAdmin), manager: z.array(employeeManagerView) } as const;

/** True when the record carries the admin-only fields (the viewer is an admin). */
export function isAdminRecord(record: StaffRecord): record is EmployeeAdmin {
  return 'service_percentage' in record;
}

export async function getStaffList(view: StaffView, signal?: AbortSignal): Promise<StaffRecord[]> {
  const list: StaffRecord[] = await apiJson('employees.list', { schema: staffListSchemas[view], signal });
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}

export function staffListQueryOptions(view: StaffView) {
  return queryOptions({ queryKey: [...employeesKey, 'list', view], queryFn: ({ signal }) => getStaffList(view, signal) });
}

/** `enabled: false` for screens that need the list only for admins (a picker only they see). */
export function useStaffList(view: StaffView, enabled = true) {
  return useQuery({ ...staffListQueryOptions(view), enabled });
}
