// Demo scheduling data (REFERENCE §6, issue 9): Mon–Fri 09:00–17:00 availability for every demo
// employee at each of their locations for the next 8 weeks, one weekly lunch block, and ~150
// appointments over the past and coming four weeks (arrived, no-show, cancelled, booked; booked by
// clients and by staff) with their claim cells and employee–client links. Deterministic: the same
// inputs and day give the same items, so a re-run overwrites instead of duplicating.
import { newLinkItem } from '#functions/clients/client-link-repository.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { appointmentItem, claimItem } from '#functions/schedule/appointments/appointment-repository.ts';
import { blockedUntil, type AppointmentRecord } from '#functions/model/appointment-record.ts';
import { scheduleKeys } from '#functions/model/schedule-keys.ts';
import { claimCells } from '#functions/schedule/slots/intervals.ts';
import { addDays, instantOfLocal, todayIn, weekdayOf } from '#functions/schedule/slots/local-time.ts';

export interface SeedClient { id: string; name: string; lastName: string; email: string; phone?: string | null }
export interface SeedEmployee { id: string; name: string; locationIds: string[] }
export interface SeedLocation { id: string; name: string; timezone: string }
export interface SeedTreatment { id: string; name: string; ownerId: string; durationMinutes: number; costCents: number; productId: string; quantity: number }

export interface ScheduleSeedInput {
  clients: SeedClient[];
  employees: SeedEmployee[];
  locations: SeedLocation[];
  treatments: SeedTreatment[];
  now: string;
  /** The practice zone: it decides "today". */
  timezone?: string;
  /** About this many appointments (default 150). */
  appointments?: number;
}

/** A small deterministic generator (LCG): the demo looks varied but never changes between runs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const isWeekday = (date: string) => !['saturday', 'sunday'].includes(weekdayOf(date));
/** A ULID-shaped id fixed by its parts (Crockford base32 has no I, L, O, U). */
const fixedId = (prefix: string, n: number) => `${prefix}${String(n).padStart(26 - prefix.length, '0')}`;

function availabilityItems(input: ScheduleSeedInput, today: string): Item[] {
  const items: Item[] = [];
  let n = 0;
  for (const e of input.employees) {
    for (const locationId of e.locationIds) {
      const location = input.locations.find((l) => l.id === locationId);
      if (!location) continue;
      for (let d = 0; d < 56; d += 1) {
        const date = addDays(today, d);
        if (!isWeekday(date)) continue;
        n += 1;
        const id = fixedId('01KAD0000AVA', n);
        items.push({
          ...scheduleKeys.availabilityDay(e.id, date, locationId), ...scheduleKeys.availabilityById(id), entity: 'availability', id,
          employee_id: e.id, location_id: locationId, location_name: location.name, availability_date: date,
          timings: [{ id: fixedId('01KAD0000AVT', n), start_time: '09:00', end_time: '17:00' }],
          created_at: input.now, updated_at: input.now, version: 1,
        });
      }
    }
  }
  return items;
}

/** One weekly lunch block per employee, on Wednesdays 12:00–13:00 at their primary location's zone. */
function lunchItems(input: ScheduleSeedInput, today: string): Item[] {
  return input.employees.flatMap((e, i) => {
    const zone = input.locations.find((l) => l.id === e.locationIds[0])?.timezone ?? input.timezone ?? 'UTC';
    let date = today;
    while (weekdayOf(date) !== 'wednesday') date = addDays(date, 1);
    const start = instantOfLocal(date, 12 * 60, zone);
    if (start === null) return [];
    const id = fixedId('01KAD0000BK', i + 1);
    const u = { id, employeeId: e.id, everyWeek: true, startAt: new Date(start).toISOString(), endAt: new Date(start + 3_600_000).toISOString() };
    return [{
      ...scheduleKeys.unavailability(id), ...scheduleKeys.unavailabilityIndex(u), entity: 'unavailability', id, employee_id: e.id,
      start_time: u.startAt, end_time: u.endAt, available: false, every_week: true, created_at: input.now, updated_at: input.now, version: 1,
    }];
  });
}

interface Draft { employee: SeedEmployee; location: SeedLocation; client: SeedClient; treatment: SeedTreatment; date: string; startAt: number; past: boolean; unmarked?: boolean }

function statusOf(draft: Draft, roll: number): AppointmentRecord['status'] {
  // Each employee's latest past appointment is still waiting to be marked, as in a real diary
  // (and so the calendar's Arrived / No Show actions have something to act on).
  if (draft.unmarked) return 'booked';
  if (draft.past) return roll < 0.68 ? 'arrived' : roll < 0.82 ? 'no_show' : 'cancelled';
  return roll < 0.86 ? 'booked' : 'cancelled';
}

function recordOf(draft: Draft, n: number, roll: () => number, now: string): AppointmentRecord {
  const { employee, location, client, treatment } = draft;
  const endAt = draft.startAt + treatment.durationMinutes * 60_000;
  const status = statusOf(draft, roll());
  const bookedBy = roll() < 0.55 ? 'client' : 'staff';
  const local = (ms: number) => new Intl.DateTimeFormat('en-GB', { timeZone: location.timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms));
  const cancelled = status === 'cancelled';
  return {
    id: fixedId('01KAD000APT', n), status, bookedBy, productType: 'treatment_for_client',
    employeeId: employee.id, employeeName: employee.name, clientId: client.id, clientName: client.name, clientLastName: client.lastName,
    clientEmail: client.email, clientPhone: client.phone ?? null, locationId: location.id, locationName: location.name, timezone: location.timezone,
    date: draft.date, startTime: local(draft.startAt), endTime: local(endAt), startAt: new Date(draft.startAt).toISOString(), endAt: new Date(endAt).toISOString(),
    durationMinutes: treatment.durationMinutes, bufferMinutes: 0, reminder: [],
    treatments: [{ id: fixedId('01KAD000APN', n), treatmentId: treatment.id, name: treatment.name, priceCents: treatment.costCents, position: 0,
      durationMinutes: treatment.durationMinutes, bufferMinutes: 0, productId: treatment.productId, quantity: treatment.quantity }],
    products: [], payments: [], notes: {},
    cancelledBy: cancelled ? (bookedBy === 'client' ? { type: 'client', id: client.id } : { type: 'staff', id: employee.id }) : null,
    cancelledAt: cancelled ? now : null, cancelReason: cancelled ? 'Schedule conflict' : null, createdAt: now, updatedAt: now, version: 1,
  };
}

/** Candidate appointments, day by day and employee by employee, at whole hours of the working day. */
function drafts(input: ScheduleSeedInput, today: string, roll: () => number): Draft[] {
  const out: Draft[] = [];
  // 40 weekdays × employees × 6 hours; a little over the target, as some drafts clash for a client.
  const chance = (1.35 * (input.appointments ?? 150)) / Math.max(1, 40 * input.employees.length * 6);
  for (let d = -28; d < 28; d += 1) {
    const date = addDays(today, d);
    if (!isWeekday(date)) continue;
    for (const employee of input.employees) {
      const location = input.locations.find((l) => l.id === employee.locationIds[Math.floor(roll() * employee.locationIds.length)]);
      const own = input.treatments.filter((t) => t.ownerId === employee.id && t.durationMinutes <= 60);
      if (!location || own.length === 0) continue;
      for (const hour of [9, 10, 11, 14, 15, 16]) {
        if (roll() > chance) continue;
        const client = input.clients[Math.floor(roll() * input.clients.length)];
        const treatment = own[Math.floor(roll() * own.length)];
        const startAt = instantOfLocal(date, hour * 60, location.timezone);
        if (!client || !treatment || startAt === null || d === 0) continue;
        out.push({ employee, location, client, treatment, date, startAt, past: d < 0 });
      }
    }
  }
  for (const employee of input.employees) {
    const latestPast = out.filter((draft) => draft.past && draft.employee === employee).at(-1);
    if (latestPast) latestPast.unmarked = true;
  }
  return out;
}

function linkItem(a: AppointmentRecord, now: string): Item {
  return newLinkItem({ id: a.employeeId, name: a.employeeName }, {
    id: a.clientId, name: a.clientName, last_name: a.clientLastName, email: a.clientEmail, phone_number: a.clientPhone,
  }, now);
}

/** Appointments with their claim cells; a client never holds two overlapping ones. */
function appointmentItems(input: ScheduleSeedInput, today: string): Item[] {
  const roll = random(20261124);
  const target = input.appointments ?? 150;
  const taken = new Set<string>();
  const links = new Map<string, Item>();
  const items: Item[] = [];
  let n = 0;
  for (const draft of drafts(input, today, roll)) {
    if (n >= target) break;
    const a = recordOf(draft, n + 1, roll, input.now);
    const cells = [...claimCells(a.startAt, blockedUntil(a)).map((c) => `E${a.employeeId}${c}`), ...claimCells(a.startAt, a.endAt).map((c) => `C${a.clientId}${c}`)];
    if (cells.some((c) => taken.has(c))) continue;
    n += 1;
    items.push(appointmentItem(a));
    links.set(`${a.employeeId}|${a.clientId}`, linkItem(a, input.now));
    if (a.status === 'cancelled') continue;
    cells.forEach((c) => taken.add(c));
    const [employee, client] = [{ party: 'employee', ownerId: a.employeeId, holdsUntil: blockedUntil(a) }, { party: 'client', ownerId: a.clientId, holdsUntil: a.endAt }] as const;
    for (const cell of claimCells(a.startAt, employee.holdsUntil)) items.push(claimItem({ ...employee, cell, appointmentId: a.id, now: input.now }));
    for (const cell of claimCells(a.startAt, client.holdsUntil)) items.push(claimItem({ ...client, cell, appointmentId: a.id, now: input.now }));
  }
  return [...items, ...links.values()];
}

export function scheduleSeedItems(input: ScheduleSeedInput): Item[] {
  const today = todayIn(Date.parse(input.now), input.timezone ?? 'America/Chicago');
  return [...availabilityItems(input, today), ...lunchItems(input, today), ...appointmentItems(input, today)];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The seed's inputs read from the account and catalogue seed items (so the lead can add more clients). */
export function scheduleSeedInputFrom(items: readonly Item[]): Omit<ScheduleSeedInput, 'now'> {
  const employees = items.filter((i) => i.entity === 'employee' && i.SK === '#META');
  const links = items.filter((i) => i.entity === 'employee_location').sort((a, b) => Number(a.position) - Number(b.position));
  return {
    clients: items.filter((i) => i.entity === 'client' && i.SK === '#META').map((c) => ({
      id: text(c.id), name: text(c.name), lastName: text(c.last_name), email: text(c.email), phone: typeof c.phone_number === 'string' ? c.phone_number : null,
    })),
    employees: employees.map((e) => ({
      id: text(e.id), name: text(e.name), locationIds: links.filter((l) => l.employee_id === e.id).map((l) => text(l.location_id)),
    })),
    locations: items.filter((i) => i.entity === 'location').map((l) => ({ id: text(l.id), name: text(l.name), timezone: text(l.timezone) })),
    treatments: items.filter((i) => i.entity === 'treatment').map((t) => ({
      id: text(t.id), name: text(t.name), ownerId: text(t.created_by), durationMinutes: Number(t.duration_minutes), costCents: Number(t.cost_cents),
      productId: text(t.product_id), quantity: Number(t.quantity),
    })),
  };
}
