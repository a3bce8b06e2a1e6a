import { beforeAll, describe, expect, it } from 'vitest';
import { location, type Location } from '#functions/contract/locations.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { handler } from '#functions/locations/index.ts';
import { call } from '#test/support/api.ts';
import { signInCast, uniqueName } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

async function createLocation(extra: Record<string, unknown> = {}): Promise<Location> {
  const res = await call(handler, 'POST', '/api/locations', {
    body: { name: uniqueName('Elm Street'), timezone: 'America/Chicago', ...extra }, cookie: cast.admin.cookie,
  });
  return location.parse(res.json);
}

const patch = (id: string, body: unknown, cookie = cast.admin.cookie) => call(handler, 'PATCH', `/api/locations/${id}`, { body, cookie });

describe('PATCH /api/locations/{id}', () => {
  it('changes only the fields sent and bumps the version', async () => {
    const created = await createLocation({ city: 'Chicago', phone_number: '(312) 555-0100' });
    const res = await patch(created.id, { location: { city: 'Evanston', online_booking_available: true }, version: 1 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...created, city: 'Evanston', online_booking_available: true, version: 2 });
  });

  it('answers 409 to a stale version, so concurrent edits cannot overwrite each other', async () => {
    const created = await createLocation();
    const first = await patch(created.id, { city: 'Oak Park', version: 1 });
    const second = await patch(created.id, { city: 'Cicero', version: 1 });
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ error: { code: 'conflict', message: 'This record was changed by someone else. Reload and try again.' } });
    const read = await call(handler, 'GET', `/api/locations/${created.id}`, { cookie: cast.admin.cookie });
    expect(read.json).toMatchObject({ city: 'Oak Park', version: 2 });
  });

  it('lets exactly one of several concurrent edits with the same version win', async () => {
    const created = await createLocation();
    const results = await Promise.all(['Berwyn', 'Summit', 'Lyons'].map((city) => patch(created.id, { city, version: 1 })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)?.json;
    expect((await call(handler, 'GET', `/api/locations/${created.id}`, { cookie: cast.admin.cookie })).json).toEqual(winner);
  });

  it('renames: frees the old name, reserves the new one and refreshes the staff links', async () => {
    const created = await createLocation({ employee_ids: [cast.staff.id] });
    const renamed = uniqueName('Maple Court');
    const res = await patch(created.id, { name: renamed, version: 1 });
    expect(res.status).toBe(200);
    const link = await getItem(employeeKeys.employeeLocation(cast.staff.id, created.id), true);
    expect(link?.location_name).toBe(renamed);
    const reuseOld = await call(handler, 'POST', '/api/locations', { body: { name: created.name, timezone: 'America/Chicago' }, cookie: cast.admin.cookie });
    expect(reuseOld.status).toBe(201);
    const takeNew = await call(handler, 'POST', '/api/locations', { body: { name: renamed, timezone: 'America/Chicago' }, cookie: cast.admin.cookie });
    expect(takeNew.status).toBe(422);
  });

  it('refuses a rename to another location’s name with 422 and changes nothing', async () => {
    const [a, b] = [await createLocation(), await createLocation()];
    const res = await patch(b.id, { name: a.name.toLowerCase(), city: 'Skokie', version: 1 });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { code: 'validation_failed', fields: { name: 'Location name already exists' } } });
    const read = await call(handler, 'GET', `/api/locations/${b.id}`, { cookie: cast.admin.cookie });
    expect(read.json).toMatchObject({ name: b.name, city: '', version: 1 });
  });

  it('allows a change of case in its own name', async () => {
    const created = await createLocation();
    const res = await patch(created.id, { name: created.name.toUpperCase(), version: 1 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: created.name.toUpperCase(), version: 2 });
  });

  it('replaces the staff: removes links not listed and adds new ones last in each employee’s order', async () => {
    const primary = await createLocation({ employee_ids: [cast.colleague.id] });
    const created = await createLocation({ employee_ids: [cast.staff.id] });
    const res = await patch(created.id, { employee_ids: [cast.colleague.id], version: 1 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ employees: [{ id: cast.colleague.id, name: cast.colleague.name }] });
    expect(await getItem(employeeKeys.employeeLocation(cast.staff.id, created.id), true)).toBeUndefined();
    const order = await call(handler, 'GET', `/api/locations/get_locations?employee_id=${cast.colleague.id}`, { cookie: cast.admin.cookie });
    expect(order.json).toEqual([{ id: primary.id, name: primary.name, position: 1 }, { id: created.id, name: created.name, position: 2 }]);
  });

  it('archives, and archived locations leave the pickers but stay readable', async () => {
    const created = await createLocation({ online_booking_available: true });
    expect((await patch(created.id, { archived: true, version: 1 })).json).toMatchObject({ archived: true, version: 2 });
    const active = await call(handler, 'GET', '/api/locations', { cookie: cast.staff.cookie });
    const archived = await call(handler, 'GET', '/api/locations?status=archived', { cookie: cast.admin.cookie });
    const schedule = await call(handler, 'GET', '/api/schedule_locations', { cookie: cast.staff.cookie });
    const ids = (res: { json: unknown }) => (res.json as { id: string }[]).map((l) => l.id);
    expect(ids(active)).not.toContain(created.id);
    expect(ids(schedule)).not.toContain(created.id);
    expect(ids(archived)).toContain(created.id);
    expect((await call(handler, 'GET', `/api/locations/${created.id}`, { cookie: cast.staff.cookie })).status).toBe(200);
  });

  it('validates: a version is required and fields keep their rules', async () => {
    const created = await createLocation();
    const noVersion = await patch(created.id, { city: 'Gary' });
    expect(noVersion.json).toMatchObject({ error: { fields: { version: "Version can't be blank" } } });
    const badZone = await patch(created.id, { timezone: 'EST', version: 1 });
    expect(badZone.status).toBe(400);
    expect(badZone.json).toMatchObject({ error: { fields: { timezone: 'Timezone must be an IANA region such as America/Chicago' } } });
  });

  it('answers 404 for a location that does not exist', async () => {
    expect((await patch('01KAZZZZZZZZZZZZZZZZZZZZZZ', { city: 'Nowhere', version: 1 })).status).toBe(404);
  });

  it('is admin only', async () => {
    const created = await createLocation();
    expect((await patch(created.id, { city: 'X', version: 1 }, cast.staff.cookie)).status).toBe(403);
    expect((await patch(created.id, { city: 'X', version: 1 }, cast.manager.cookie)).status).toBe(403);
  });
});
