// A waitlist entry as services see it (docs/data-model.md §2.7a); `waitlistFromItem` is its one
// decoder, failing loudly on an unknown status.
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export const waitlistStatuses = ['open', 'booked', 'left', 'expired'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** Free time already announced (or free when the entry was made): [start, end) instants. */
export interface FreeInterval { start: string; end: string }

export interface WaitlistRecord {
  id: string;
  clientId: string; clientName: string; clientLastName: string;
  employeeId: string; employeeName: string;
  locationId: string; locationName: string; timezone: string;
  treatments: { id: string; name: string }[];
  fromDate: string; toDate: string;
  status: WaitlistStatus;
  closedAt: string | null;
  knownFree: FreeInterval[];
  notifiedCount: number;
  lastNotifiedAt: string | null;
  createdAt: string; updatedAt: string; version: number;
}

export function waitlistFromItem(item: Item): WaitlistRecord {
  const r = readItem('waitlist_entry', item);
  return {
    id: r.string('id'),
    clientId: r.string('client_id'), clientName: r.string('client_name'), clientLastName: r.string('client_last_name'),
    employeeId: r.string('employee_id'), employeeName: r.string('employee_name'),
    locationId: r.string('location_id'), locationName: r.string('location_name'), timezone: r.string('timezone'),
    treatments: r.list('treatments').map((t) => ({ id: t.string('id'), name: t.string('name') })),
    fromDate: r.string('from_date'), toDate: r.string('to_date'),
    status: r.enumValue('status', waitlistStatuses),
    closedAt: r.optionalString('closed_at'),
    knownFree: r.list('known_free').map((f) => ({ start: f.string('start'), end: f.string('end') })),
    notifiedCount: r.intOr('notified_count', 0),
    lastNotifiedAt: r.optionalString('last_notified_at'),
    createdAt: r.string('created_at'), updatedAt: r.string('updated_at'), version: r.int('version'),
  };
}
