// Loads everything the slot engine needs in a bounded number of reads (data model AP-SCH-7):
// 1 BatchGet (employee, location, link, client, treatments) + settings (cached GetItem) + AP-SCH-1
// + AP-SCH-4 + AP-SCH-5 + AP-APPT-1 + AP-APPT-2 — at most 7 calls, whatever the number of bookings.
import { badRequest } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { PracticeSettings } from '#functions/contract/settings.ts';
import { listClientAppointments, listEmployeeAppointments } from '#functions/schedule/appointments/appointment-repository.ts';
import { blockedUntil, type AppointmentRecord } from '#functions/model/appointment-record.ts';
import { listAvailability } from '#functions/schedule/availability/availability-repository.ts';
import { loadBookingContext, type BookingContext } from '#functions/schedule/booking/booking-context-repository.ts';
import type { SlotInput } from '#functions/schedule/slots/compute-slots.ts';
import { addDays, startOfLocalDay } from '#functions/schedule/slots/local-time.ts';
import { listUnavailability } from '#functions/schedule/availability/unavailability-repository.ts';

export interface SlotRequest {
  employeeId: string;
  locationId: string;
  clientId?: string | undefined;
  treatmentIds: readonly string[];
  productIds?: readonly string[];
  fromDate: string;
  toDate: string;
  /** A rescheduled appointment does not block itself. */
  excludeAppointmentId?: string | undefined;
}

export interface LoadedSlotInput {
  context: BookingContext;
  settings: PracticeSettings;
  /** The engine's input without duration and buffer, which depend on the checked treatments. */
  base: Omit<SlotInput, 'durationMinutes' | 'bufferMinutes'>;
  /** The employee's appointments behind `employeeBusy` (the waitlist pass sees who booked). */
  employeeAppointments: AppointmentRecord[];
}

export const policyOf = (s: PracticeSettings) => ({
  stepMinutes: s.slot_step_minutes, dayStart: s.booking_day_start, dayEnd: s.booking_day_end,
  minNoticeMinutes: s.min_notice_minutes, maxHorizonDays: s.max_horizon_days,
});

/** The zone is the location's; without a location there is nothing to compute. */
export async function loadSlotInput(req: SlotRequest, nowMs: number): Promise<LoadedSlotInput> {
  const [context, settings] = await Promise.all([loadBookingContext(req), loadPracticeSettings()]);
  const zone = context.location?.timezone ?? settings.timezone;
  const from = new Date(startOfLocalDay(req.fromDate, zone)).toISOString();
  const to = new Date(startOfLocalDay(addDays(req.toDate, 1), zone)).toISOString();
  const [availability, unavailability, employeeAppointments, clientAppointments] = await Promise.all([
    listAvailability(req.employeeId, req.fromDate, req.toDate, req.locationId),
    listUnavailability(req.employeeId, from, to),
    listEmployeeAppointments(req.employeeId, from, to),
    req.clientId ? listClientAppointments(req.clientId, from, to) : Promise.resolve([]),
  ]);
  const others = <T extends { id: string }>(list: T[]) => list.filter((a) => a.id !== req.excludeAppointmentId);
  return {
    context, settings, employeeAppointments,
    base: {
      zone, fromDate: req.fromDate, toDate: req.toDate, policy: policyOf(settings), nowMs,
      availability: availability.map((a) => ({ date: a.date, timings: a.timings })),
      unavailability: unavailability.map((u) => ({ startAt: u.startAt, endAt: u.endAt, available: u.available, everyWeek: u.everyWeek })),
      employeeBusy: others(employeeAppointments).map((a) => ({ start: Date.parse(a.startAt), end: Date.parse(blockedUntil(a)) })),
      clientBusy: others(clientAppointments).map((a) => ({ start: Date.parse(a.startAt), end: Date.parse(a.endAt) })),
    },
  };
}

/**
 * REFERENCE §3.6: a slot range is at most 31 days. The contract refuses a reversed range it sees
 * whole; this catches one completed by a default (an `end_date` alone, before today's start).
 */
export function checkRange(fromDate: string, toDate: string, maxDays = 31, endField = 'to_date'): void {
  const days = (Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) throw badRequest({ [endField]: `The range must end on or after ${fromDate}` });
  if (days > maxDays) throw badRequest({ [endField]: `The range can be at most ${maxDays} days` });
}
