// Time off as a date range (issue 22): a week of leave is ONE entry, from the first day's start to the
// last day's end in the location's zone; slots honour every day of it, the public list (the Time off
// dialog's) shows it once, and a weekly block may not last a week or more.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { publicUnavailability, unavailability } from '#functions/contract/schedule.ts';
import { instantOfLocal } from '#functions/schedule/slots/local-time.ts';
import { api, dayAhead, schedulePractice, slotsOf, type Practice } from '#test/functions/schedule/schedule-kit.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let p: Practice;
beforeAll(async () => {
  p = await schedulePractice();
});

/** Midnight starting a local date in Chicago, as the dialog sends it. */
const midnight = (date: string) => new Date(instantOfLocal(date, 0, 'America/Chicago') ?? 0).toISOString();

async function slotDates(from: string, to: string): Promise<Set<string>> {
  const { slots } = await slotsOf({ employee_id: p.staff.id, location_id: p.chicago.id, treatment_ids: p.facial.id, from_date: from, to_date: to });
  return new Set(slots.map((s) => s.date));
}

describe('time off over several days', () => {
  it('blocks every day of the range with one entry, and no day around it', async () => {
    const [first, after] = [dayAhead(4), dayAhead(9)];
    const res = await api('POST', '/api/unavailabilities', p.staff.cookie, { start_time: midnight(first), end_time: midnight(after) });
    expect(res.status).toBe(201);
    const row = unavailability.parse(res.json);

    const open = await slotDates(dayAhead(3), dayAhead(10));
    expect([...open].sort()).toEqual([dayAhead(3), dayAhead(9), dayAhead(10)]);
    expect([4, 5, 6, 7, 8].map(dayAhead).some((d) => open.has(d))).toBe(false);

    const listed = await api('GET', `/api/client/employee_unavailability?employee_id=${p.staff.id}`);
    const rows = publicUnavailability.array().parse(listed.json).filter((u) => u.id === row.id);
    expect(rows).toEqual([{ id: row.id, start_time: midnight(first), end_time: midnight(after), available: false, every_week: false }]);
  });

  it('offers the days again once the time off is removed', async () => {
    const from = dayAhead(11);
    const res = await api('POST', '/api/unavailabilities', p.staff.cookie, { start_time: midnight(from), end_time: midnight(dayAhead(13)) });
    const row = unavailability.parse(res.json);
    expect(await slotDates(from, dayAhead(12))).toEqual(new Set());
    expect((await api('DELETE', `/api/unavailabilities/${row.id}`, p.staff.cookie)).status).toBe(204);
    expect(await slotDates(from, dayAhead(12))).toEqual(new Set([from, dayAhead(12)]));
  });

  it('refuses a weekly block lasting a week or more (its weeks would overlap), on create and update', async () => {
    const week = { start_time: midnight(dayAhead(14)), end_time: midnight(dayAhead(21)), every_week: true };
    const created = await api('POST', '/api/unavailabilities', p.staff.cookie, week);
    expect(created.status).toBe(400);
    expect(created.json).toMatchObject({ error: { fields: { end_time: 'A weekly block must end less than a week after it starts' } } });
    const ok = unavailability.parse((await api('POST', '/api/unavailabilities', p.staff.cookie, { ...week, end_time: midnight(dayAhead(20)) })).json);
    const stretched = await api('PUT', `/api/unavailabilities/${ok.id}`, p.staff.cookie, { ...week, version: ok.version });
    expect(stretched.status).toBe(400);
  });
});
