import { beforeAll, describe, expect, it, vi } from 'vitest';
import { availabilityDay, unavailability } from '#functions/contract/schedule.ts';
import { instantOfLocal } from '#functions/schedule/slots/local-time.ts';
import { api, dayAhead, schedulePractice, slotsOf, type Practice } from '#test/functions/schedule/schedule-kit.ts';

// Against DynamoDB Local on a shared 2-core machine: generous limits (a hung test still fails).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let p: Practice;
beforeAll(async () => {
  p = await schedulePractice();
});

const at = (date: string, hhmm: string) => new Date(instantOfLocal(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), 'America/Chicago') ?? 0).toISOString();
const startsOn = async (date: string) => (await slotsOf({ employee_id: p.staff.id, location_id: p.chicago.id, treatment_ids: p.long.id, from_date: date, to_date: date })).slots
  .map((s) => new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Chicago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(s.start_time)));

describe('availability', () => {
  it("replaces a weekday's timings over a range and reads them back with the location and its zone", async () => {
    const date = dayAhead(3);
    const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }).toLowerCase();
    const res = await api('POST', '/api/availabilities', p.staff.cookie, {
      location_id: p.chicago.id, start_date: date, end_date: date, availability_timings: [{ day: weekday, timings: [{ start_time: '10:00', end_time: '12:00' }] }],
    });
    expect(res.json).toEqual({ success: true });
    const read = await api('GET', `/api/availabilities?location_id=${p.chicago.id}&from_date=${date}&to_date=${date}`, p.staff.cookie);
    const [day] = (read.json as unknown[]).map((d) => availabilityDay.parse(d));
    expect(day).toMatchObject({ availability_date: date, location: { id: p.chicago.id }, timezone: 'America/Chicago', availability_timings: [{ start_time: '10:00', end_time: '12:00' }] });
    expect(await startsOn(date)).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00']);
    const del = await api('DELETE', `/api/availabilities/${day?.id ?? ''}`, p.staff.cookie);
    expect(del.status).toBe(204);
    expect(await startsOn(date)).toEqual([]);
  });

  it('refuses overlapping timings (400), a location the employee lacks (422) and a colleague naming someone else (403)', async () => {
    const body = { location_id: p.newYork.id, start_date: dayAhead(1), end_date: dayAhead(2), availability_timings: [{ day: 'monday', timings: [{ start_time: '09:00', end_time: '12:00' }] }] };
    expect((await api('POST', '/api/availabilities', p.colleague.cookie, body)).status).toBe(422);
    expect((await api('POST', '/api/availabilities', p.colleague.cookie, { ...body, employee_id: p.staff.id })).status).toBe(403);
    const overlapping = { ...body, availability_timings: [{ day: 'monday', timings: [{ start_time: '09:00', end_time: '12:00' }, { start_time: '11:00', end_time: '13:00' }] }] };
    expect((await api('POST', '/api/availabilities', p.staff.cookie, overlapping)).status).toBe(400);
    expect((await api('GET', `/api/availabilities?employee_id=${p.staff.id}`, p.manager.cookie)).status).toBe(200);
  });
});

describe('unavailability', () => {
  it('blocks slots; a weekly block repeats; one week of it can be given back; edits are the owner\'s or an admin\'s', async () => {
    const date = dayAhead(4);
    const nextWeek = dayAhead(11);
    const created = await api('POST', '/api/unavailabilities', p.staff.cookie, { start_time: at(date, '09:00'), end_time: at(date, '16:00'), every_week: true });
    expect(created.status).toBe(201);
    const row = unavailability.parse(created.json);
    expect(row).toMatchObject({ employee_id: p.staff.id, every_week: true, available: false });
    expect(await startsOn(date)).toEqual(['16:00']);
    expect(await startsOn(nextWeek)).toEqual(['16:00']);
    expect((await api('PUT', `/api/unavailabilities/${row.id}`, p.colleague.cookie, { start_time: row.start_time, end_time: row.end_time })).status).toBe(404);
    expect((await api('DELETE', `/api/unavailabilities/${row.id}?occurrence_start=${encodeURIComponent(at(nextWeek, '09:00'))}`, p.staff.cookie)).status).toBe(204);
    expect((await startsOn(nextWeek)).length).toBe(29);
    expect(await startsOn(date)).toEqual(['16:00']);
    const moved = await api('PUT', `/api/unavailabilities/${row.id}`, p.admin.cookie, { start_time: at(date, '09:00'), end_time: at(date, '10:00'), every_week: false, version: row.version });
    expect(moved.json).toMatchObject({ every_week: false, version: 2 });
    expect((await startsOn(date))[0]).toBe('10:00');
    const listed = await api('GET', `/api/client/employee_unavailability?employee_id=${p.staff.id}`);
    expect((listed.json as { id: string }[]).map((u) => u.id)).toContain(row.id);
    expect((await api('DELETE', `/api/unavailabilities/${row.id}`, p.staff.cookie)).status).toBe(204);
    expect((await startsOn(date))[0]).toBe('09:00');
  });
});
