import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { clientKeys } from '#functions/model/client-keys.ts';
import { bookingResponse, busyInterval, schedule } from '#functions/contract/schedule.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { handler as catalog } from '#functions/catalog/index.ts';
import { call } from '#test/support/api.ts';
import { api, bookingBody, dayAhead, errorCode, quickClient, schedulePractice, slotsOf, type Practice } from '#test/functions/schedule/schedule-kit.ts';

// Against DynamoDB Local on a shared 2-core machine: generous limits (a hung test still fails).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let p: Practice;
beforeAll(async () => {
  p = await schedulePractice();
});

const chicagoQuery = (treatmentIds: string[], from = dayAhead(3), to = from) => ({
  employee_id: p.staff.id, location_id: p.chicago.id, treatment_ids: treatmentIds.join(','), from_date: from, to_date: to,
});
const chicagoBooking = (treatmentIds: string[]) => ({ employeeId: p.staff.id, locationId: p.chicago.id, treatmentIds });

const localTime = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));

describe('GET /api/client/slots', () => {
  it('offers every 15 minutes inside 09:00–17:00 Chicago time, with the local date and the duration of the treatments', async () => {
    const date = dayAhead(3);
    const answer = await slotsOf(chicagoQuery([p.facial.id, p.long.id], date));
    expect(answer.duration_minutes).toBe(90);
    expect(answer.slots.length).toBe((8 * 60 - 90) / 15 + 1);
    expect(answer.slots[0]).toMatchObject({ date });
    expect(localTime(answer.slots[0]?.start_time ?? '', 'America/Chicago')).toBe('09:00');
    expect(localTime(answer.slots.at(-1)?.end_time ?? '', 'America/Chicago')).toBe('17:00');
  });

  it('computes New York availability in New York time', async () => {
    const answer = await slotsOf({ ...chicagoQuery([p.facial.id]), location_id: p.newYork.id });
    expect(localTime(answer.slots[0]?.start_time ?? '', 'America/New_York')).toBe('09:00');
  });

  it('accepts repeated treatment_ids keys as well as a comma-separated list', async () => {
    const q = chicagoQuery([p.facial.id]);
    const res = await api('GET', `/api/client/slots?employee_id=${q.employee_id}&location_id=${q.location_id}&from_date=${q.from_date}&to_date=${q.to_date}&treatment_ids=${p.facial.id}&treatment_ids=${p.long.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ duration_minutes: 90 });
  });

  it('refuses a range longer than 31 days (400) and a treatment the practitioner does not offer (422)', async () => {
    const long = await api('GET', `/api/client/slots?${new URLSearchParams(chicagoQuery([p.facial.id], dayAhead(1), dayAhead(40))).toString()}`);
    expect(long.status).toBe(400);
    const foreign = await api('GET', `/api/client/slots?${new URLSearchParams(chicagoQuery([p.colleagueFacial.id])).toString()}`);
    expect(foreign.status).toBe(422);
  });

  it('offers nothing in the past', async () => {
    const answer = await slotsOf(chicagoQuery([p.facial.id], dayAhead(-3), dayAhead(-1)));
    expect(answer.slots).toEqual([]);
  });
});

describe('POST /api/client/schedules', () => {
  it('books a free slot: 201 {schedule, redirect_url: null}, booked, prices snapshotted, the slot gone', async () => {
    const date = dayAhead(4);
    const [slot] = (await slotsOf(chicagoQuery([p.facial.id], date))).slots;
    if (!slot) throw new Error('no slot');
    const res = await api('POST', '/api/client/schedules', p.client.cookie, bookingBody(chicagoBooking([p.facial.id]), slot, { reminder: ['email_48'] }));
    expect(res.status).toBe(201);
    const { schedule: booked, redirect_url } = bookingResponse.parse(res.json);
    expect(redirect_url).toBeNull();
    expect(booked).toMatchObject({
      status: 'booked', booked_by: 'client', payment_state: 'unpaid', date, start_time: slot.start_time, end_time: slot.end_time,
      total_amount_cents: 30000, remaining_amount_cents: 30000, reminder: ['email_48'], client: { id: p.client.id },
      treatments: [{ id: p.facial.id, cost_cents: 30000, total_amount_cents: 30000 }],
    });
    const after = await slotsOf(chicagoQuery([p.facial.id], date));
    expect(after.slots.map((s) => s.start_time)).not.toContain(slot.start_time);

    // A later price change leaves the booking's snapshot alone.
    await call(catalog, 'PUT', `/api/treatments/${p.facial.id}`, { cookie: p.staff.cookie, body: {
      name: p.facial.name, duration_minutes: 30, product_id: p.product.id, cost_cents: 99000, quantity: 20, version: p.facial.version,
    } });
    const read = await api('GET', `/api/schedules/${booked.id}`, p.staff.cookie);
    expect(schedule.parse(read.json).treatments[0]?.cost_cents).toBe(30000);
  });

  it('refuses the same employee at another location at an overlapping time (409 slot_unavailable)', async () => {
    const date = dayAhead(5);
    const [slot] = (await slotsOf(chicagoQuery([p.facial.id], date))).slots;
    if (!slot) throw new Error('no slot');
    const other = await quickClient();
    expect((await api('POST', '/api/client/schedules', other.cookie, bookingBody(chicagoBooking([p.facial.id]), slot))).status).toBe(201);
    // 09:00 Chicago is 10:00 New York: the same instants at the New York location.
    const clash = await api('POST', '/api/client/schedules', p.client.cookie, bookingBody({ ...chicagoBooking([p.facial.id]), locationId: p.newYork.id }, slot));
    expect(clash.status).toBe(409);
    expect(res409(clash)).toEqual({ code: 'slot_unavailable', message: 'This time is no longer available. Please choose another slot.' });
    const nySlots = await slotsOf({ ...chicagoQuery([p.facial.id], date), location_id: p.newYork.id });
    expect(nySlots.slots.map((s) => s.start_time)).not.toContain(slot.start_time);
  });

  it("refuses the client's own overlapping booking with another practitioner (409 client_double_booked)", async () => {
    const date = dayAhead(6);
    const client = await quickClient();
    const [slot] = (await slotsOf(chicagoQuery([p.facial.id], date))).slots;
    if (!slot) throw new Error('no slot');
    expect((await api('POST', '/api/client/schedules', client.cookie, bookingBody(chicagoBooking([p.facial.id]), slot))).status).toBe(201);
    const clash = await api('POST', '/api/client/schedules', client.cookie, bookingBody({ employeeId: p.colleague.id, locationId: p.chicago.id, treatmentIds: [p.colleagueFacial.id] }, slot));
    expect(clash.status).toBe(409);
    expect(errorCode(clash)).toBe('client_double_booked');
    // The signed-in client's slots avoid their own appointment; an anonymous visitor's do not.
    const colleagueQuery = { employee_id: p.colleague.id, location_id: p.chicago.id, treatment_ids: p.colleagueFacial.id, from_date: date, to_date: date };
    expect((await slotsOf(colleagueQuery, client.cookie)).slots.map((s) => s.start_time)).not.toContain(slot.start_time);
    expect((await slotsOf(colleagueQuery)).slots.map((s) => s.start_time)).toContain(slot.start_time);
  });

  it('refuses times off the grid, outside availability or in the past (409), and a wrong end (400)', async () => {
    const date = dayAhead(7);
    const [slot] = (await slotsOf(chicagoQuery([p.facial.id], date))).slots;
    if (!slot) throw new Error('no slot');
    const shift = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
    const book = (s: typeof slot) => api('POST', '/api/client/schedules', p.client.cookie, bookingBody(chicagoBooking([p.facial.id]), s));
    expect(errorCode(await book({ ...slot, start_time: shift(slot.start_time, 5), end_time: shift(slot.end_time, 5) }))).toBe('slot_unavailable');
    expect(errorCode(await book({ ...slot, start_time: shift(slot.start_time, -60), end_time: shift(slot.end_time, -60) }))).toBe('slot_unavailable');
    // Eight days back is yesterday, in the past at any hour (seven days back is today: still ahead early in the day).
    expect(errorCode(await book({ ...slot, start_time: shift(slot.start_time, -8 * 1440), end_time: shift(slot.end_time, -8 * 1440), date: dayAhead(-1) }))).toBe('slot_unavailable');
    expect((await book({ ...slot, end_time: shift(slot.end_time, 15) })).status).toBe(400);
    expect((await book({ ...slot, start_time: 'tomorrow at nine' })).status).toBe(400);
  });

  it('keeps the cleanup buffer after a treatment free of other bookings', async () => {
    const date = dayAhead(8);
    const [slot] = (await slotsOf(chicagoQuery([p.withBuffer.id], date))).slots;
    if (!slot) throw new Error('no slot');
    expect((await api('POST', '/api/client/schedules', (await quickClient()).cookie, bookingBody(chicagoBooking([p.withBuffer.id]), slot))).status).toBe(201);
    const next = (await slotsOf(chicagoQuery([p.facial.id], date))).slots.map((s) => localTime(s.start_time, 'America/Chicago'));
    expect(next[0]).toBe('09:45');
  });

  it('refuses a client whose online booking is disabled (403 with the practice message)', async () => {
    const client = await quickClient();
    await db.send(new UpdateCommand({
      TableName: tableName(), Key: clientKeys.client(client.id), UpdateExpression: 'SET online_booking_policy = :p',
      ExpressionAttributeValues: { ':p': { online_booking_allowed: true, online_booking_disabled: true } },
    }));
    const [slot] = (await slotsOf(chicagoQuery([p.facial.id], dayAhead(9)))).slots;
    if (!slot) throw new Error('no slot');
    const res = await api('POST', '/api/client/schedules', client.cookie, bookingBody(chicagoBooking([p.facial.id]), slot));
    expect(res.status).toBe(403);
    expect(res409(res).message).toBe('Online booking is not available for your account. Please contact the practice.');
  });

  it('refuses a text reminder while the practice sends no SMS (422)', async () => {
    const [slot] = (await slotsOf(chicagoQuery([p.facial.id], dayAhead(10)))).slots;
    if (!slot) throw new Error('no slot');
    const res = await api('POST', '/api/client/schedules', p.client.cookie, bookingBody(chicagoBooking([p.facial.id]), slot, { reminder: ['text_24'] }));
    expect(res.status).toBe(422);
  });
});

describe('GET /api/client/schedules (public busy times)', () => {
  it('reveals only start, end and whether the time is mine', async () => {
    const date = dayAhead(11);
    const [slot] = (await slotsOf(chicagoQuery([p.facial.id], date))).slots;
    if (!slot) throw new Error('no slot');
    await api('POST', '/api/client/schedules', p.client.cookie, bookingBody(chicagoBooking([p.facial.id]), slot));
    const url = `/api/client/schedules?employee_id=${p.staff.id}&start_date=${date}&end_date=${date}`;
    const mine = await api('GET', url, p.client.cookie);
    const anonymous = await api('GET', url);
    expect(mine.json).toEqual([{ start_time: slot.start_time, end_time: slot.end_time, mine: true }]);
    expect(anonymous.json).toEqual([{ start_time: slot.start_time, end_time: slot.end_time, mine: false }]);
    for (const row of anonymous.json as unknown[]) expect(Object.keys(busyInterval.parse(row)).sort()).toEqual(Object.keys(row as object).sort());
  });
});

function res409(res: { json: unknown }): { code: string; message: string } {
  return (res.json as { error: { code: string; message: string } }).error;
}
