// A calendar's worth of answers: Dana at Downtown (Chicago) with Maya booked and Noah arrived today.
import type { ScheduleApi } from '#test/support/msw/schedule-handlers.ts';
import { locationFixture } from '#test/web/fixtures/locations.ts';
import { products } from '#test/web/fixtures/catalog.ts';
import { dana, foreheadLines, jawline, location, maya, mayaAppointment, noah, noahAppointment, scheduleOf, slotFixture, today, zone } from '#test/web/features/schedule/schedule-fixtures.ts';

export function calendarApi(): ScheduleApi {
  return {
    appointments: [mayaAppointment, noahAppointment],
    schedules: { [mayaAppointment.id]: scheduleOf(mayaAppointment), [noahAppointment.id]: scheduleOf(noahAppointment) },
    availabilities: [
      { id: '01JB6SV0000000000000000001', employee_id: dana.id, availability_date: today, location, timezone: zone, availability_timings: [{ id: '01JB6SW0000000000000000001', start_time: '09:00', end_time: '17:00' }] },
    ],
    staff: [{ id: dana.id, name: dana.name, employee_locations: [{ id: '01JB6SL0000000000000000001', location }] }],
    locations: [locationFixture({ ...location, timezone: zone })],
    clients: [maya, noah],
    treatments: [
      { ...foreheadLines, quantity: 20 },
      { ...jawline, quantity: 1 },
    ],
    products,
    slots: { duration_minutes: 30, timezone: zone, slots: [slotFixture(today, '15:00'), slotFixture(today, '15:30')] },
  };
}
