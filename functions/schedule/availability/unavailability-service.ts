// Unavailability (REFERENCE §3.6): blocks of time, one-off or every week; `available:true` rows
// cancel one weekly occurrence. Staff manage their own; admins anyone's.
import { ulid } from 'ulid';
import type { Unavailability, UnavailabilityBody, UpdateUnavailabilityBody } from '#functions/contract/schedule.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { checkUnavailabilityBounds } from '#functions/schedule/check-unavailability-bounds.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict, forbidden, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';
import { scheduleTarget, seesEveryone } from '#functions/schedule/appointments/schedule-access.ts';
import {
  createUnavailabilityStep, deleteUnavailabilityStep, getUnavailability, listUnavailability, updateUnavailabilityStep,
  type UnavailabilityRecord,
} from '#functions/schedule/availability/unavailability-repository.ts';

export const toUnavailability = (u: UnavailabilityRecord): Unavailability => ({
  id: u.id, employee_id: u.employeeId, start_time: u.startAt, end_time: u.endAt, available: u.available, every_week: u.everyWeek, version: u.version,
});

export async function createUnavailability(staff: StaffCaller, body: UnavailabilityBody): Promise<Unavailability> {
  const employeeId = scheduleTarget(staff, body.employee_id);
  await checkUnavailabilityBounds({ startAt: body.start_time, endAt: body.end_time, everyWeek: body.every_week, nowMs: Date.now() });
  const u: UnavailabilityRecord = {
    id: ulid(), employeeId, startAt: body.start_time, endAt: body.end_time, available: body.available, everyWeek: body.every_week, version: 1,
  };
  const plan = new TransactionPlan();
  createUnavailabilityStep(plan, u, new Date().toISOString());
  await plan.commit();
  return toUnavailability(u);
}

/** Admins act on anyone's rows; others on their own. Those who may see but not act get 403. */
async function editable(staff: StaffCaller, id: string): Promise<UnavailabilityRecord> {
  const u = await getUnavailability(id);
  if (!u) throw notFound();
  if (staff.isAdmin || u.employeeId === staff.employeeId) return u;
  throw seesEveryone(staff) ? forbidden() : notFound();
}

export async function updateUnavailability(staff: StaffCaller, id: string, body: UpdateUnavailabilityBody): Promise<Unavailability> {
  const u = await editable(staff, id);
  const expected = body.version ?? u.version;
  if (expected !== u.version) throw conflict();
  await checkUnavailabilityBounds({ startAt: body.start_time, endAt: body.end_time, everyWeek: body.every_week, nowMs: Date.now() });
  const changed: UnavailabilityRecord = { ...u, startAt: body.start_time, endAt: body.end_time, available: body.available, everyWeek: body.every_week, version: u.version + 1 };
  const plan = new TransactionPlan();
  // The index key changes with `every_week` and the times, so the row is rewritten in place.
  updateUnavailabilityStep(plan, changed, expected, new Date().toISOString());
  await plan.commit();
  return toUnavailability(changed);
}

/** Without `occurrenceStart` the row (a whole series) goes; with it, one week of a series is marked available. */
export async function deleteUnavailability(staff: StaffCaller, id: string, occurrenceStart?: string): Promise<void> {
  const u = await editable(staff, id);
  const plan = new TransactionPlan();
  if (occurrenceStart === undefined) {
    deleteUnavailabilityStep(plan, u.id);
  } else {
    if (!u.everyWeek || occurrenceStart < u.startAt) throw validationFailed({ occurrence_start: 'Not an occurrence of this weekly block' });
    const length = Date.parse(u.endAt) - Date.parse(u.startAt);
    createUnavailabilityStep(plan, {
      id: ulid(), employeeId: u.employeeId, startAt: occurrenceStart, endAt: new Date(Date.parse(occurrenceStart) + length).toISOString(),
      available: true, everyWeek: false, version: 1,
    }, new Date().toISOString());
  }
  await plan.commit();
}

/** Public: an employee's weekly blocks and the one-off rows that have not ended. */
export async function listPublicUnavailability(employeeId: string): Promise<Unavailability[]> {
  const now = new Date().toISOString();
  return (await listUnavailability(employeeId, now, '9999-12-31T00:00:00.000Z')).map(toUnavailability);
}
