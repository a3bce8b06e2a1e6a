// The waitlist (issue 24, decision 034): a client joins for an employee, a location, treatments and
// a date range (in the location's dates, not past, at most 60 days; at most 5 open entries), lists
// and leaves their entries; staff see the open entries of the staff and dates they look at.
import { ulid } from 'ulid';
import type { JoinWaitlistBody, StaffWaitlistEntry, StaffWaitlistQuery, WaitlistEntry } from '#functions/contract/waitlist.ts';
import { maxWaitlistDays } from '#functions/contract/waitlist.ts';
import { getClient } from '#functions/clients/public.ts';
import type { ClientCaller, StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { versionedSet } from '#functions/lib/db/write-steps.ts';
import { badRequest, conflict, notFound } from '#functions/lib/errors/app-error.ts';
import { retryOnVersionConflict } from '#functions/lib/retry/retry.ts';
import { clientKeys } from '#functions/model/client-keys.ts';
import type { WaitlistRecord } from '#functions/model/waitlist-record.ts';
import { scheduleTarget, seesEveryone } from '#functions/schedule/appointments/schedule-access.ts';
import { checkClientMayBookOnline, checkSubject } from '#functions/schedule/booking/check-booking-subject.ts';
import { checkRange, loadSlotInput } from '#functions/schedule/booking/load-slot-input.ts';
import { computeSlots } from '#functions/schedule/slots/compute-slots.ts';
import { todayIn } from '#functions/schedule/slots/local-time.ts';
import { freeIntervals } from '#functions/schedule/waitlist/openings.ts';
import { toStaffWaitlistEntry, toWaitlistEntry } from '#functions/schedule/waitlist/waitlist-dto.ts';
import { closeWaitlistStep, getWaitlistEntry, joinWaitlistStep, listClientWaitlist, listOpenWaitlist } from '#functions/schedule/waitlist/waitlist-repository.ts';

/** check-*: the range is in the location's dates, starts today or later and spans at most 60 days. */
export function checkWaitlistRange({ fromDate, toDate, zone, nowMs }: { fromDate: string; toDate: string; zone: string; nowMs: number }): void {
  const today = todayIn(nowMs, zone);
  if (fromDate < today) throw badRequest({ from_date: `The range must start on or after ${today}` });
  checkRange(fromDate, toDate, maxWaitlistDays);
}

/** Joining asks for the openings by email: the client's `email_waitlist_openings` is switched on with it. */
async function planEmailConsent(plan: TransactionPlan, clientId: string, now: string): Promise<void> {
  const client = await getClient(clientId, true);
  if (!client || client.notification_settings.email_waitlist_openings) return;
  const settings = { ...client.notification_settings, email_waitlist_openings: true };
  plan.update(clientKeys.client(clientId), versionedSet({ notification_settings: settings }, client.version, now));
}

export async function joinWaitlist(caller: ClientCaller, body: JoinWaitlistBody): Promise<WaitlistEntry> {
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const loaded = await loadSlotInput({
    employeeId: body.employee_id, locationId: body.location_id, clientId: caller.clientId, treatmentIds: body.treatment_ids,
    fromDate: body.from_date, toDate: body.to_date,
  }, nowMs);
  const client = checkClientMayBookOnline(loaded.context.client);
  const subject = checkSubject(loaded.context, body.employee_id, body.treatment_ids, 'client');
  checkWaitlistRange({ fromDate: body.from_date, toDate: body.to_date, zone: subject.location.timezone, nowMs });
  // What is free now is not an opening: only time that frees up later is announced.
  const slots = computeSlots({ ...loaded.base, durationMinutes: subject.durationMinutes, bufferMinutes: subject.bufferMinutes });
  const entry: WaitlistRecord = {
    id: ulid(), clientId: client.id, clientName: client.name, clientLastName: client.lastName,
    employeeId: subject.employee.id, employeeName: subject.employee.name,
    locationId: subject.location.id, locationName: subject.location.name, timezone: subject.location.timezone,
    treatments: subject.treatments.map((t) => ({ id: t.id, name: t.name })), fromDate: body.from_date, toDate: body.to_date,
    status: 'open', closedAt: null, knownFree: freeIntervals(slots), notifiedCount: 0, lastNotifiedAt: null,
    createdAt: now, updatedAt: now, version: 1,
  };
  // Joins racing on the client's counter (or a client edit on its version) cancel each other: re-run the write.
  await retryOnVersionConflict(async () => {
    const plan = new TransactionPlan();
    joinWaitlistStep(plan, entry);
    await planEmailConsent(plan, client.id, now);
    await plan.commit();
  }, { attempts: 8 });
  return toWaitlistEntry(entry);
}

/** The client's open entries, newest first. */
export async function listMyWaitlist(caller: ClientCaller): Promise<WaitlistEntry[]> {
  return (await listClientWaitlist(caller.clientId)).filter((w) => w.status === 'open').map(toWaitlistEntry);
}

export async function leaveWaitlist(caller: ClientCaller, id: string): Promise<{ message: 'You have left the waitlist.' }> {
  const entry = await getWaitlistEntry(id, true);
  if (!entry || entry.clientId !== caller.clientId) throw notFound();
  if (entry.status !== 'open') throw conflict('invalid_state', 'This waitlist entry is no longer open.');
  const plan = new TransactionPlan();
  closeWaitlistStep(plan, entry, 'left', new Date().toISOString());
  await plan.commit();
  return { message: 'You have left the waitlist.' };
}

/** Staff: one employee's open entries overlapping the dates (their own; admins and inventory managers anyone's, or all). */
export async function listStaffWaitlist(staff: StaffCaller, query: StaffWaitlistQuery): Promise<StaffWaitlistEntry[]> {
  checkRange(query.from_date, query.to_date, 366);
  const employeeId = query.employee_id === undefined && seesEveryone(staff) ? undefined : scheduleTarget(staff, query.employee_id);
  const open = await listOpenWaitlist(query.to_date);
  return open
    .filter((w) => w.toDate >= query.from_date && (employeeId === undefined || w.employeeId === employeeId))
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.createdAt.localeCompare(b.createdAt))
    .map(toStaffWaitlistEntry);
}
