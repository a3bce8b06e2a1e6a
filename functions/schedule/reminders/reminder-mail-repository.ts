// The reads behind appointment emails and reminders: appointment roots (AP-APPT-5) and, in one more
// BatchGet, the employees, clients and locations they name (data model §1.4: no read per row).
import { clientKeys } from '#functions/model/client-keys.ts';
import { clientFromItem } from '#functions/model/client-record.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { employeeFromItem } from '#functions/model/employee-record.ts';
import { batchGet } from '#functions/lib/db/queries.ts';
import { locationKeys } from '#functions/model/location-keys.ts';
import { locationFromItem, type LocationRoot } from '#functions/model/location-record.ts';
import { fromItem, type AppointmentRecord } from '#functions/model/appointment-record.ts';
import { reminderKeys } from '#functions/model/reminder-keys.ts';

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

function addressOf(location: LocationRoot): string {
  if (!location.display_location_address) return '';
  const [street, apartment, city, province, postal] = [location.street_address, location.apartment, location.city, location.province, location.postal_code].map((v) => v.trim());
  const region = [province, postal].filter(Boolean).join(' ');
  return [[street, apartment].filter(Boolean).join(', '), city, region].filter(Boolean).join(', ');
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
    if (item.PK === employeeKeys.employee(id).PK) parties.employeeEmails.set(id, employeeFromItem(item).email.trim());
    else if (item.PK === clientKeys.client(id).PK) {
      const client = clientFromItem(item);
      parties.clients.set(id, { email: client.email.trim(), doNotEmail: client.notification_settings.do_not_email });
    } else if (item.PK === locationKeys.location(id).PK) {
      const location = locationFromItem(item);
      parties.locations.set(id, { name: location.name.trim(), address: addressOf(location), timezone: location.timezone.trim() });
    }
  }
  return parties;
}
