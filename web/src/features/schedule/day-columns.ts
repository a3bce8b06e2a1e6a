// The all-staff day view's columns (decision 033): every staff member of the location with working
// hours there that day, plus anyone with an appointment there that day, by name; a chosen staff
// member always gets their column. Working hours and time off become instants in the location's zone.
import type { Appointment, AvailabilityDay } from '#functions/contract/schedule.ts';
import { addDays, instantAt } from '#web/lib/zoned-time.ts';
import type { TimeOff } from '#web/features/schedule/api/get-unavailabilities.ts';
import { timeOffEvents } from '#web/features/schedule/calendar-events.ts';

export interface Interval {
  start: string;
  end: string;
}

export interface DayColumn {
  staffId: string;
  name: string;
  working: Interval[];
  timeOff: Interval[];
  appointments: Appointment[];
}

export interface DayColumnsInput {
  date: string;
  locationId: string;
  timeZone: string;
  candidates: readonly { id: string; name: string }[];
  /** Working days per staff member (any dates and locations; filtered here). */
  availability: ReadonlyMap<string, readonly AvailabilityDay[]>;
  timeOff: ReadonlyMap<string, readonly TimeOff[]>;
  appointments: readonly Appointment[];
  /** A staff member chosen in the URL: their column only, working or not. */
  only: string | undefined;
}

function workingHours(days: readonly AvailabilityDay[] | undefined, date: string, locationId: string, timeZone: string): Interval[] {
  return (days ?? [])
    .filter((day) => day.availability_date === date && day.location.id === locationId)
    .flatMap((day) => day.availability_timings.map((timing) => ({ start: instantAt(date, timing.start_time, timeZone), end: instantAt(date, timing.end_time, timeZone) })));
}

function timeOffOn(blocks: readonly TimeOff[] | undefined, date: string, timeZone: string): Interval[] {
  const [dayStart, dayEnd] = [instantAt(date, '00:00', timeZone), instantAt(addDays(date, 1), '00:00', timeZone)];
  return timeOffEvents(blocks ?? [], dayStart, dayEnd, timeZone).map((event) => ({ start: String(event.start), end: String(event.end) }));
}

export function dayColumns(input: DayColumnsInput): DayColumn[] {
  const { date, locationId, timeZone } = input;
  const today = input.appointments.filter((appointment) => appointment.date === date && appointment.location.id === locationId);
  const people = new Map(input.candidates.map((member) => [member.id, member.name]));
  for (const appointment of today) if (!people.has(appointment.employee.id)) people.set(appointment.employee.id, appointment.employee.name);
  const columns = [...people].map(([staffId, name]) => ({
    staffId,
    name,
    working: workingHours(input.availability.get(staffId), date, locationId, timeZone),
    timeOff: timeOffOn(input.timeOff.get(staffId), date, timeZone),
    appointments: today.filter((appointment) => appointment.employee.id === staffId),
  }));
  const shown = input.only === undefined ? columns.filter((column) => column.working.length > 0 || column.appointments.length > 0) : columns.filter((column) => column.staffId === input.only);
  return shown.sort((a, b) => a.name.localeCompare(b.name));
}
