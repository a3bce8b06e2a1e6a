// PATCH /api/employees/{id} (REFERENCE §1, §3.2). An admin may change everything in one transaction
// (root, uniqueness swaps, link sets, admin counter); anyone else may change only their own
// `vendor_name` and `instant_pay`. The caller comes from the session only (CB 1).
import {
  selfEditableEmployeeFields, type EmployeeAdmin, type EmployeeProfile, type UpdateEmployeeBody,
} from '#functions/contract/employees.ts';
import { addAdminGrant, addAdminRevocation, ensureAdminCounter } from '#functions/employees/admin-counter-repository.ts';
import { profilePhotoFields } from '#functions/lib/uploads/profile-photo.ts';
import { toEmployeeAdmin, toEmployeeProfile, withPhotoUrl } from '#functions/employees/employee-dto.ts';
import { refreshNameCopies } from '#functions/employees/employee-link-upkeep.ts';
import { deleteMenteeLinks } from '#functions/employees/employee-list-repository.ts';
import { addLocationChanges, addMentorChanges } from '#functions/employees/employee-link-repository.ts';
import type { EmployeeRecord } from '#functions/model/employee-record.ts';
import { loadActiveEmployee, updateOwnFields } from '#functions/employees/employee-repository.ts';
import { addRootUpdate, addUniquenessSwaps } from '#functions/employees/employee-root-repository.ts';
import {
  assertMentorAssignments, assertPercentageBudget, distinctIds, loadLinkableLocations, loadValidMentors,
} from '#functions/employees/employee-validation.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { conflict, forbidden, notFound } from '#functions/lib/errors/app-error.ts';

const selfEditable = new Set<string>(['version', ...selfEditableEmployeeFields]);

/** Admins may update anyone; others only themself. Another id is 403, since the directory shows it. */
export function assertMayUpdate(caller: StaffCaller, id: string): void {
  if (!caller.isAdmin && id !== caller.employeeId) throw forbidden();
}

/** A non-admin: only the self fields. */
async function updateOwnSettings(caller: StaffCaller, id: string, body: UpdateEmployeeBody): Promise<void> {
  assertMayUpdate(caller, id);
  const sent = Object.entries(body).filter(([, value]) => value !== undefined).map(([key]) => key);
  if (sent.some((key) => !selfEditable.has(key))) throw forbidden();
  const plan = new TransactionPlan();
  const photo = await profilePhotoFields(plan, caller, body.profile_photo_upload_id);
  await updateOwnFields(id, body.version, { vendor_name: body.vendor_name, instant_pay: body.instant_pay, ...photo }, plan);
}

/** Checks everything that needs stored data, then loads what the new links copy (names). */
async function validateLinks(record: EmployeeRecord, body: UpdateEmployeeBody) {
  const { id } = record.root;
  if (body.mentors) assertMentorAssignments(id, body.mentors);
  const percentages = (body.mentors ?? record.mentors).map((m) => m.mentor_percentage);
  assertPercentageBudget(body.service_percentage ?? record.root.service_percentage, percentages);
  const assigned = new Set(record.mentors.map((m) => m.mentor_id));
  const linked = new Set(record.locations.map((l) => l.location_id));
  const locationIds = body.location_ids ? distinctIds(body.location_ids) : undefined;
  const [mentors, locations] = await Promise.all([
    loadValidMentors((body.mentors ?? []).map((m) => m.mentor_id).filter((m) => !assigned.has(m))),
    loadLinkableLocations((locationIds ?? []).filter((l) => !linked.has(l))),
  ]);
  return { mentors, locations, locationIds };
}

async function writeAdminUpdate(caller: StaffCaller, record: EmployeeRecord, body: UpdateEmployeeBody): Promise<void> {
  const { root } = record;
  const { id } = root;
  const now = new Date().toISOString();
  const links = await validateLinks(record, body);
  const wasAdmin = root.is_admin;
  const plan = new TransactionPlan();
  addRootUpdate(plan, root, body, now, await profilePhotoFields(plan, caller, body.profile_photo_upload_id));
  addUniquenessSwaps(plan, root, body, now);
  const name = body.name ?? root.name;
  if (links.locationIds) {
    addLocationChanges({ plan, employee: { id, name }, current: record.locations, wantedIds: links.locationIds, locations: links.locations, now });
  }
  if (body.mentors) addMentorChanges({ plan, employeeId: id, current: record.mentors, wanted: body.mentors, mentors: links.mentors, now });
  if (body.is_admin !== undefined && body.is_admin !== wasAdmin) {
    await ensureAdminCounter();
    if (body.is_admin) addAdminGrant(plan);
    else addAdminRevocation(plan);
  }
  await plan.commit();
}

/** After the commit: copies of the name, and mentee links of someone who stopped mentoring. */
async function followUpAdminUpdate(before: EmployeeRecord, body: UpdateEmployeeBody): Promise<void> {
  const { id } = before.root;
  if (body.name !== undefined && body.name !== before.root.name) {
    const current = await loadActiveEmployee(id);
    await refreshNameCopies(id, body.name, current?.locations ?? []);
  }
  if (body.is_mentor === false && before.root.is_mentor) await deleteMenteeLinks(id);
}

/** The caller's own profile when they edited themself, else the admin view. */
async function updatedView(caller: StaffCaller, id: string): Promise<EmployeeProfile | EmployeeAdmin> {
  const updated = await loadActiveEmployee(id);
  if (!updated) throw notFound();
  return withPhotoUrl(id === caller.employeeId ? toEmployeeProfile(updated) : toEmployeeAdmin(updated), updated.root);
}

export async function updateEmployee(caller: StaffCaller, id: string, body: UpdateEmployeeBody): Promise<EmployeeProfile | EmployeeAdmin> {
  if (!caller.isAdmin) {
    await updateOwnSettings(caller, id, body);
    return updatedView(caller, id);
  }
  const record = await loadActiveEmployee(id);
  if (!record) throw notFound();
  if (record.root.version !== body.version) throw conflict();
  await writeAdminUpdate(caller, record, body);
  await followUpAdminUpdate(record, body);
  return updatedView(caller, id);
}
