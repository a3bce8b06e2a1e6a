// Availability (REFERENCE §3.6): weekly timings over a date range, written day by day as location
// wall-clock; each listed weekday's timings replace that day's. Days before today are left alone.
import { ulid } from 'ulid';
import type { AvailabilityBody, AvailabilityDay, AvailabilityQuery } from '#functions/contract/schedule.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { maxTransactionItems, TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { badRequest, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { deleteAvailabilityDay, findAvailability, listAvailability, upsertAvailabilityDayStep, type DayUpsert } from '#functions/schedule/availability/availability-repository.ts';
import { scheduleTarget, seesEveryone } from '#functions/schedule/appointments/schedule-access.ts';
import { listEmployeeLocations, loadLocationsByIds, type EmployeeLocation } from '#functions/schedule/appointments/schedule-clients-repository.ts';
import { addDays, datesBetween, daysBetween, todayIn, weekdayOf } from '#functions/schedule/slots/local-time.ts';

const maxRangeDays = 366;

function daysFor(body: AvailabilityBody, location: EmployeeLocation, employeeId: string): DayUpsert[] {
  const today = todayIn(Date.now(), location.timezone);
  const from = body.start_date > today ? body.start_date : today;
  if (from > body.end_date) return [];
  const byDay = new Map(body.availability_timings.map((d) => [d.day, d.timings]));
  return datesBetween(from, body.end_date).flatMap((date) => {
    const timings = byDay.get(weekdayOf(date));
    if (!timings) return [];
    return [{ employeeId, location, date, newId: ulid(), timings: timings.map((t) => ({ id: ulid(), ...t })) }];
  });
}

export async function saveAvailability(staff: StaffCaller, body: AvailabilityBody): Promise<{ success: true }> {
  const employeeId = scheduleTarget(staff, body.employee_id);
  if (daysBetween(body.start_date, body.end_date) >= maxRangeDays) throw badRequest({ end_date: `The range can be at most ${maxRangeDays} days` });
  const mine = (await listEmployeeLocations(employeeId)).filter((l) => !l.archived);
  if (!mine.some((l) => l.id === body.location_id)) throw validationFailed({ location_id: 'Employee location not found' });
  const targets = body.update_all_my_locations ? mine : mine.filter((l) => l.id === body.location_id);
  const days = targets.flatMap((l) => daysFor(body, l, employeeId));
  const now = new Date().toISOString();
  // Days are independent rows: written in transactions of at most 100, no cross-day atomicity needed.
  for (let i = 0; i < days.length; i += maxTransactionItems) {
    const plan = new TransactionPlan();
    for (const day of days.slice(i, i + maxTransactionItems)) upsertAvailabilityDayStep(plan, day, now);
    await plan.commit();
  }
  return { success: true };
}

export async function listAvailabilityDays(staff: StaffCaller, q: AvailabilityQuery): Promise<AvailabilityDay[]> {
  const employeeId = scheduleTarget(staff, q.employee_id);
  const today = todayIn(Date.now(), (await loadPracticeSettings()).timezone);
  const from = q.from_date ?? `${today.slice(0, 7)}-01`;
  const to = q.to_date ?? addDays(addDays(`${from.slice(0, 7)}-01`, 31).slice(0, 7) + '-01', -1);
  if (from > to || daysBetween(from, to) >= maxRangeDays) throw badRequest({ to_date: 'Choose a range of at most a year, ending after it starts' });
  const days = await listAvailability(employeeId, from, to, q.location_id);
  const zones = new Map((await loadLocationsByIds([...new Set(days.map((d) => d.locationId))])).map((l) => [l.id, l.timezone]));
  return days.map((d) => ({
    id: d.id, employee_id: d.employeeId, availability_date: d.date, location: { id: d.locationId, name: d.locationName },
    timezone: zones.get(d.locationId) ?? 'UTC', availability_timings: d.timings,
  }));
}

export async function deleteAvailability(staff: StaffCaller, id: string): Promise<void> {
  const day = await findAvailability(id);
  if (!day || (day.employeeId !== staff.employeeId && !seesEveryone(staff))) throw notFound();
  await deleteAvailabilityDay(day);
}
