// A booking site's worth of answers: Downtown (Chicago) with Dana, two treatments, free times tomorrow.
import type { ScheduleApi } from '#test/support/msw/schedule-handlers.ts';
import { addDays } from '#web/lib/zoned-time.ts';
import { calendarApi } from '#test/web/features/schedule/schedule-test-api.ts';
import { appointmentFixture, at, dana, foreheadLines, jawline, location, slotFixture, today, zone } from '#test/web/features/schedule/schedule-fixtures.ts';

export const tomorrow = addDays(today, 1);

export function bookingApi(): ScheduleApi {
  return {
    ...calendarApi(),
    slots: { duration_minutes: 30, timezone: zone, slots: [slotFixture(tomorrow, '15:00'), slotFixture(tomorrow, '15:30')] },
    bookableLocations: [{ id: location.id, name: location.name, short_description: 'Our flagship clinic', phone_number: '555-0100', address: '100 Main St, Springfield', timezone: zone, employees: [{ id: dana.id, name: dana.name, profile_photo_url: null }] }],
    bookableTreatments: [foreheadLines, jawline].map((treatment) => ({ ...treatment, description: '' })),
    practitioner: { id: dana.id, name: dana.name, profile_photo_url: null, require_deposit: false, deposit_amount_cents: 5000, locations: [{ ...location, position: 1 }] },
    myAppointments: [appointmentFixture({ id: '01JB6SS0000000000000000009', date: tomorrow, start_time: at(tomorrow, '15:00'), end_time: at(tomorrow, '15:30') })],
  };
}
