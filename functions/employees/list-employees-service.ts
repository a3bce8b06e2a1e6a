// The staff lists (REFERENCE §1 "employee lists and details", §3.2 "Mentor lists"): admins see the
// full admin view, inventory managers the trimmed one, everyone else a directory. Each list is a
// fixed number of collection Queries joined in memory.
import type { EmployeeRef } from '#functions/contract/common.ts';
import type { EmployeeAdmin, EmployeeDirectoryEntry, EmployeeManagerView } from '#functions/contract/employees.ts';
import {
  toDirectoryEntry, toEmployeeAdmin, withPhotoUrl, toEmployeeRef, toManagerView, toScheduleEntry,
} from '#functions/employees/employee-dto.ts';
import {
  listActiveEmployeeRecords, listActiveEmployees, listActiveMentors, listAllLinks,
} from '#functions/employees/employee-list-repository.ts';
import { groupByEmployee } from '#functions/model/employee-record.ts';
import { loadActiveEmployee } from '#functions/employees/employee-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { forbidden, notFound } from '#functions/lib/errors/app-error.ts';

export type ManagedStaffList = EmployeeAdmin[] | EmployeeManagerView[];
export type StaffList = ManagedStaffList | EmployeeDirectoryEntry[];

/** Active employees with their links: the admin view, or the trimmed one for inventory managers. */
export async function listManagedStaff(caller: StaffCaller): Promise<ManagedStaffList> {
  if (!caller.isAdmin && !caller.isInvManager) throw forbidden();
  const records = await listActiveEmployeeRecords();
  if (caller.isAdmin) return Promise.all(records.map((r) => withPhotoUrl(toEmployeeAdmin(r), r.root)));
  return Promise.all(records.map((r) => withPhotoUrl(toManagerView(r), r.root)));
}

/** Active employees by name, in the view the caller's role allows. */
export async function listStaff(caller: StaffCaller): Promise<StaffList> {
  if (caller.isAdmin || caller.isInvManager) return listManagedStaff(caller);
  return (await listActiveEmployees()).map(toDirectoryEntry);
}

/** AP-EMP-7: active mentors by name. */
export async function listMentors(): Promise<EmployeeRef[]> {
  return (await listActiveMentors()).map(toEmployeeRef);
}

/**
 * The mentor picker for employee X: active mentors not yet assigned to X, without X. A non-admin
 * may ask only about themself (CB 1); they can see colleagues in the directory, so another id is 403.
 */
export async function listMentorCandidates(caller: StaffCaller, employeeId: string): Promise<EmployeeRef[]> {
  if (!caller.isAdmin && employeeId !== caller.employeeId) throw forbidden();
  const [employee, mentors] = await Promise.all([loadActiveEmployee(employeeId), listActiveMentors()]);
  if (!employee) throw notFound();
  const assigned = new Set(employee.mentors.map((m) => m.mentor_id));
  return mentors.filter((m) => m.id !== employeeId && !assigned.has(m.id)).map(toEmployeeRef);
}

/** `GET /api/employees`: `type=mentor` switches to the mentor lists. */
export function listEmployees(caller: StaffCaller, query: { type?: 'mentor' | undefined; mentor_for_employee_id?: string | undefined }): Promise<StaffList | EmployeeRef[]> {
  if (query.type !== 'mentor') return listStaff(caller);
  return query.mentor_for_employee_id ? listMentorCandidates(caller, query.mentor_for_employee_id) : listMentors();
}

/** AP-EMP-1 + AP-EMP-8: who works where, for the calendars. */
export async function listEmployeeSchedules() {
  const [roots, links] = await Promise.all([listActiveEmployees(), listAllLinks()]);
  const linksOf = groupByEmployee(links);
  return roots.map((root) => toScheduleEntry(root, linksOf.get(root.id) ?? []));
}
