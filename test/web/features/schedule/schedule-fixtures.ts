// Scheduling answers typed by the contract. Times are built from today at the location (Chicago),
// so the calendar's first view (this week, today) always shows them, whatever day the tests run.
import type { ClientRef, LocationRef } from '#functions/contract/common.ts';
import type { Appointment, Schedule, Slot } from '#functions/contract/schedule.ts';
import { addDays, instantAt, todayIn } from '#web/lib/zoned-time.ts';
import { downtown } from '#test/web/fixtures/employees.ts';
import { employeeProfile } from '#test/web/fixtures/profiles.ts';

export const zone = 'America/Chicago';
export const today = todayIn(zone);
export const location: LocationRef = downtown;
export const dana = { id: employeeProfile.id, name: employeeProfile.name };
export const maya: ClientRef = { id: '01JB6SA0000000000000000001', name: 'Maya', last_name: 'Lopez' };
export const noah: ClientRef = { id: '01JB6SA0000000000000000002', name: 'Noah', last_name: 'Kim' };

export const foreheadLines = { id: '01JB6ST0000000000000000001', name: 'Forehead Lines – 20 units', duration_minutes: 30, cost_cents: 30000, product: { id: '01JB6SD0000000000000000001', name: 'Botox Unit', product_type: 'Neurotoxins' } };
export const jawline = { id: '01JB6ST0000000000000000002', name: 'Jawline Contour', duration_minutes: 60, cost_cents: 120000, product: { id: '01JB6SD0000000000000000002', name: 'Kybella Vial', product_type: 'Fat Dissolvers' } };

export function at(date: string, time: string): string {
  return instantAt(date, time, zone);
}

export function appointmentFixture(overrides: Partial<Appointment> & Pick<Appointment, 'id'>): Appointment {
  return {
    status: 'booked',
    booked_by: 'client',
    payment_state: 'unpaid',
    client: maya,
    employee: dana,
    location,
    timezone: zone,
    treatments: [{ id: foreheadLines.id, name: foreheadLines.name }],
    products: [],
    product_type: 'treatment_for_client',
    date: today,
    start_time: at(today, '10:00'),
    end_time: at(today, '10:30'),
    total_amount_cents: 30000,
    paid_amount_cents: 0,
    remaining_amount_cents: 30000,
    reminder: ['email_48'],
    cancellation_policy: null,
    hold_expires_at: null,
    version: 1,
    ...overrides,
  };
}

export function scheduleOf(appointment: Appointment, overrides: Partial<Schedule> = {}): Schedule {
  const { client, treatments, products, ...rest } = appointment;
  return {
    ...rest,
    client: { ...client, email: 'maya@example.test', phone_number: '555-0100' },
    duration_minutes: (Date.parse(appointment.end_time) - Date.parse(appointment.start_time)) / 60000,
    cancelled_at: null,
    cancelled_by: null,
    cancel_reason: null,
    treatments: treatments.map((treatment, index) => ({
      ...treatment,
      schedule_treatment_id: `01JB6SX00000000000000000${String(index).padStart(2, '0')}`,
      cost_cents: 30000,
      duration_minutes: 30,
      total_amount_cents: 30000,
      paid_amount_cents: 0,
      remaining_amount_cents: 30000,
      paid: false,
    })),
    products: products.map(() => {
      throw new Error('products are not used by these fixtures');
    }),
    payments: [],
    notes: [],
    intake_forms_pending: [],
    created_at: at(addDays(today, -3), '09:00'),
    ...overrides,
  };
}

export const mayaAppointment = appointmentFixture({ id: '01JB6SS0000000000000000001' });
export const noahAppointment = appointmentFixture({ id: '01JB6SS0000000000000000002', client: noah, start_time: at(today, '13:00'), end_time: at(today, '14:00'), status: 'arrived' });

export function slotFixture(date: string, time: string, minutes = 30): Slot {
  const start = at(date, time);
  return { start_time: start, end_time: new Date(Date.parse(start) + minutes * 60000).toISOString(), date };
}
