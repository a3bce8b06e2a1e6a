// The reads behind appointment emails and reminders: appointment roots (AP-APPT-5) and, in one more
// BatchGet, the employees, clients and locations they name (data model §1.4: no read per row).
import { clientKeys } from '#functions/clients/client-keys.ts';
import { employeeKeys } from '#functions/employees/employee-keys.ts';
import { batchGet } from '#functions/lib/db/queries.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { locationKeys } from '#functions/locations/location-keys.ts';
import { fromItem, type AppointmentRecord } from '#functions/schedule/appointment-record.ts';
import { reminderKeys } from '#functions/schedule/reminder-keys.ts';

export interface MailClient {
  email: string;
  /** REFERENCE §3.12: suppresses reminders and marketing, never booking or receipt mail. */
  doNotEmail: boolean;
}

export interface MailLocation {
  name: string;
  /** One line, empty unless the location chose to show its address. */
  address: string;
  timezone: string;
}

export interface MailParties {
  employeeEmails: Map<string, string>;
  clients: Map<string, MailClient>;
  locations: Map<string, MailLocation>;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function addressOf(location: Item): string {
  if (location.display_location_address !== true) return '';
  const street = [text(location.street_address), text(location.apartment)].filter(Boolean).join(', ');
  const region = [text(location.province), text(location.postal_code)].filter(Boolean).join(' ');
  return [street, text(location.city), region].filter(Boolean).join(', ');
}

function clientOf(item: Item): MailClient {
  const settings = typeof item.notification_settings === 'object' && item.notification_settings !== null ? item.notification_settings as Record<string, unknown> : {};
  return { email: text(item.email), doNotEmail: settings.do_not_email === true };
}

/** AP-APPT-5 as one BatchGet, strongly consistent (the job decides on the status it reads). */
export async function loadAppointments(ids: readonly string[]): Promise<Map<string, AppointmentRecord>> {
  const items = await batchGet(ids.map((id) => reminderKeys.appointment(id)), true);
  return new Map(items.map((item) => [String(item.id), fromItem(item)]));
}

/** The people and places the appointments name, in one BatchGet. */
export async function loadMailParties(appointments: readonly AppointmentRecord[]): Promise<MailParties> {
  const items = await batchGet(appointments.flatMap((a) => [employeeKeys.employee(a.employeeId), clientKeys.client(a.clientId), locationKeys.location(a.locationId)]));
  const parties: MailParties = { employeeEmails: new Map(), clients: new Map(), locations: new Map() };
  for (const item of items) {
    const id = String(item.id);
    if (item.PK === employeeKeys.employee(id).PK) parties.employeeEmails.set(id, text(item.email));
    else if (item.PK === clientKeys.client(id).PK) parties.clients.set(id, clientOf(item));
    else if (item.PK === locationKeys.location(id).PK) parties.locations.set(id, { name: text(item.name), address: addressOf(item), timezone: text(item.timezone) });
  }
  return parties;
}
