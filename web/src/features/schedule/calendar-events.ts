// What the calendar draws, built from the API's answers: appointments as events coloured by status,
// availability and time off as background. Wall-clock times are turned into instants in the
// location's zone with Temporal, so DST days come out right.
import type { EventInput } from '@fullcalendar/react';
import { Temporal } from 'temporal-polyfill';
import type { Appointment, AppointmentStatus, AvailabilityDay } from '#functions/contract/schedule.ts';
import { instantAt } from '#web/lib/zoned-time.ts';
import type { TimeOff } from '#web/features/schedule/api/get-unavailabilities.ts';

/** Dark enough for white text (WCAG AA); the status is also in the event's text. */
export const statusColors: Record<AppointmentStatus, string> = {
  booked: '#0b7285',
  pending_deposit: '#a34a00',
  arrived: '#1864ab',
  no_show: '#c92a2a',
  cancelled: '#495057',
};

export const statusWords: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  pending_deposit: 'Deposit due',
  arrived: 'Arrived',
  no_show: 'No show',
  cancelled: 'Cancelled',
};

/** Only a booked (or held) appointment can be moved; arrived, no-show and cancelled ones are history. */
export function isMovable(status: AppointmentStatus): boolean {
  return status === 'booked' || status === 'pending_deposit';
}

/** `Maya Lopez · Forehead Lines (Booked)`, with the staff member's name first when several are shown. */
export function appointmentTitle(appointment: Appointment, withStaff = false): string {
  const client = `${appointment.client.name} ${appointment.client.last_name}`;
  const treatments = appointment.treatments.map((treatment) => treatment.name).join(', ');
  return `${withStaff ? `${appointment.employee.name}: ` : ''}${client} · ${treatments} (${statusWords[appointment.status]})`;
}

export function appointmentEvent(appointment: Appointment, withStaff = false): EventInput {
  return {
    id: appointment.id,
    title: appointmentTitle(appointment, withStaff),
    start: appointment.start_time,
    end: appointment.end_time,
    color: statusColors[appointment.status],
    contrastColor: '#ffffff',
    editable: isMovable(appointment.status),
    extendedProps: { kind: 'appointment' },
  };
}

export function availabilityEvents(days: readonly AvailabilityDay[]): EventInput[] {
  return days.flatMap((day) =>
    day.availability_timings.map((timing) => ({
      id: `availability-${timing.id}`,
      start: instantAt(day.availability_date, timing.start_time, day.timezone),
      end: instantAt(day.availability_date, timing.end_time, day.timezone),
      display: 'background',
      color: '#2f9e44',
      extendedProps: { kind: 'availability' },
    })),
  );
}

/** Time off, with weekly blocks repeated over the visible range (minus their cancelled weeks). */
export function timeOffEvents(blocks: readonly TimeOff[], rangeStart: string, rangeEnd: string, timeZone: string): EventInput[] {
  const exceptions = new Set(blocks.filter((block) => block.available).map((block) => Date.parse(block.start_time)));
  const events: EventInput[] = [];
  for (const block of blocks.filter((candidate) => !candidate.available)) {
    let start = Temporal.Instant.from(block.start_time).toZonedDateTimeISO(timeZone);
    let end = Temporal.Instant.from(block.end_time).toZonedDateTimeISO(timeZone);
    const last = Temporal.Instant.from(rangeEnd).epochMilliseconds;
    const first = Temporal.Instant.from(rangeStart).epochMilliseconds;
    for (let week = 0; week < 60 && start.epochMilliseconds < last; week += 1) {
      if (end.epochMilliseconds > first && !exceptions.has(start.epochMilliseconds)) {
        events.push({ id: `off-${block.id}-${week}`, title: 'Time off', start: start.toInstant().toString(), end: end.toInstant().toString(), display: 'background', color: '#868e96', extendedProps: { kind: 'time-off' } });
      }
      if (!block.every_week) break;
      start = start.add({ weeks: 1 });
      end = end.add({ weeks: 1 });
    }
  }
  return events;
}

/** An instant moved by a calendar delta: days in the location's wall-clock, then the rest. */
export function shiftInstant(instant: string, delta: { years: number; months: number; days: number; milliseconds: number }, timeZone: string): string {
  const moved = Temporal.Instant.from(instant)
    .toZonedDateTimeISO(timeZone)
    .add({ years: delta.years, months: delta.months, days: delta.days })
    .add({ milliseconds: delta.milliseconds });
  return new Date(moved.epochMilliseconds).toISOString();
}
