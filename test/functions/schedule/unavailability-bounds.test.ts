// Unavailability is bounded (issue 17 item 7): a block may not start more than a year in the past nor
// end beyond the booking horizon (the practice's `max_horizon_days`), or 1970 → 9999 blocks every slot.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInCast } from '#test/support/sessions.ts';
import { api } from '#test/functions/schedule/schedule-kit.ts';

const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
let staff: { id: string; cookie: string };
beforeAll(async () => {
  staff = (await signInCast()).staff;
});

describe('unavailability bounds', () => {
  it('refuses 1970 → 9999 with a 400 naming both fields', async () => {
    const res = await api('POST', '/api/unavailabilities', staff.cookie, { start_time: '1970-01-01T00:00:00Z', end_time: '9999-12-31T00:00:00Z' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error: { code: 'bad_request', fields: { start_time: expect.stringContaining('a year'), end_time: expect.stringContaining('365 days') } },
    });
  });

  it('refuses an end beyond the horizon, and a start over a year ago, on update too', async () => {
    const now = Date.now();
    const created = await api('POST', '/api/unavailabilities', staff.cookie, { start_time: iso(now + day), end_time: iso(now + day + 3_600_000) });
    expect(created.status).toBe(201);
    const row = created.json as { id: string; version: number };
    const late = await api('PUT', `/api/unavailabilities/${row.id}`, staff.cookie, { start_time: iso(now + day), end_time: iso(now + 400 * day), version: row.version });
    expect(late.status).toBe(400);
    expect(late.json).toMatchObject({ error: { fields: { end_time: expect.any(String) } } });
    const old = await api('POST', '/api/unavailabilities', staff.cookie, { start_time: iso(now - 400 * day), end_time: iso(now - 399 * day) });
    expect(old.status).toBe(400);
    expect(old.json).toMatchObject({ error: { fields: { start_time: expect.any(String) } } });
  });

  it('accepts a block inside the bounds: last month to the end of the horizon', async () => {
    const now = Date.now();
    const res = await api('POST', '/api/unavailabilities', staff.cookie, { start_time: iso(now - 30 * day), end_time: iso(now + 364 * day) });
    expect(res.status).toBe(201);
  });
});
