// Appointments written straight into the test table (root + reminders in one transaction, as T-BOOK
// does), so the job can be tested on exact instants without the booking rules around them.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { clientKeys } from '#functions/model/client-keys.ts';
import type { AppointmentStatus, ReminderKind } from '#functions/contract/schedule.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { newLocationItems } from '#functions/locations/location-repository.ts';
import { fromItem, type AppointmentRecord } from '#functions/model/appointment-record.ts';
import { reminderKeys } from '#functions/model/reminder-keys.ts';
import { planReminders } from '#functions/schedule/reminders/reminder-plan.ts';
import { listAppointmentReminders } from '#functions/schedule/reminders/reminder-repository.ts';
import { createClient, createEmployee } from '#test/support/fixtures.ts';
import { uniqueName } from '#test/support/sessions.ts';

export interface BookedFixture {
  appointment: AppointmentRecord;
  clientEmail: string;
  employeeEmail: string;
  employeeName: string;
  locationName: string;
}

export interface BookOptions {
  startAt: string;
  kinds: ReminderKind[];
  /** The booking's clock: reminders already due then are skipped. */
  bookedAt: string;
  status?: AppointmentStatus;
  timezone?: string;
  durationMinutes?: number;
}

export async function bookFixture(options: BookOptions): Promise<BookedFixture> {
  const [employee, client] = await Promise.all([createEmployee({}, { name: uniqueName('Ana') }), createClient()]);
  const locationId = ulid();
  const timezone = options.timezone ?? 'America/Chicago';
  const location = newLocationItems(locationId, {
    name: uniqueName('Downtown'), timezone, short_description: '', long_description: '', email: '', phone_number: '', fax: '',
    street_address: '12 Elm St', apartment: '', city: 'Austin', province: 'TX', country: 'US', postal_code: '78701',
    legal_name: '', business_number: '', display_location_address: true, display_map_in_emails: false,
    use_location_for_billing: false, online_booking_available: true,
  }, options.bookedAt);
  const id = ulid();
  const endAt = new Date(Date.parse(options.startAt) + (options.durationMinutes ?? 60) * 60_000).toISOString();
  const root = {
    ...reminderKeys.appointment(id), entity: 'appointment', id, status: options.status ?? 'booked', booked_by: 'client',
    product_type: 'treatment_for_client', employee_id: employee.id, employee_name: employee.name, client_id: client.id,
    client_name: client.name, client_last_name: 'Tester', client_email: client.email, location_id: locationId,
    location_name: location.root.name, timezone, date: options.startAt.slice(0, 10), start_time: '', end_time: '',
    start_at: options.startAt, end_at: endAt, duration_minutes: options.durationMinutes ?? 60, reminder: options.kinds,
    treatments: [{ id: ulid(), treatment_id: ulid(), name: 'Hydrafacial', price_cents: 15000, position: 1, duration_minutes: 60 }],
    products: [], payments: [], notes: {}, created_at: options.bookedAt, updated_at: options.bookedAt, version: 1,
  };
  const plan = new TransactionPlan().put(location.root).put(location.unique).put(root);
  await planReminders(plan, { id, startAt: options.startAt }, options.kinds, options.bookedAt);
  await plan.commit();
  return { appointment: fromItem(root), clientEmail: client.email, employeeEmail: employee.email, employeeName: employee.name, locationName: String(location.root.name) };
}

export async function setDoNotEmail(appointment: AppointmentRecord): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: tableName(), Key: clientKeys.client(appointment.clientId),
    UpdateExpression: 'SET notification_settings.do_not_email = :yes', ExpressionAttributeValues: { ':yes': true },
  }));
}

export async function setStatus(appointment: AppointmentRecord, status: AppointmentStatus): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: tableName(), Key: reminderKeys.appointment(appointment.id),
    UpdateExpression: 'SET #s = :s', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': status },
  }));
}

/** kind → status of the appointment's reminder rows. */
export async function reminderStatuses(appointment: AppointmentRecord): Promise<Record<string, string>> {
  return Object.fromEntries((await listAppointmentReminders(appointment.id)).map((r) => [r.kind, r.status]));
}
