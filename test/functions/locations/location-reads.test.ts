import { beforeAll, describe, expect, it } from 'vitest';
import { location, locationEmployee } from '#functions/contract/locations.ts';
import { handler } from '#functions/locations/index.ts';
import { call } from '#test/support/api.ts';
import { archiveLocation, createLocation, idsOf, markLinkInactive } from '#test/functions/locations/location-fixtures.ts';
import { signInCast, signInStaff, type SignedIn } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
let removed: SignedIn;
beforeAll(async () => {
  cast = await signInCast();
  removed = await signInStaff();
});

const get = (url: string, cookie = cast.staff.cookie) => call(handler, 'GET', url, { cookie });

describe('GET /api/locations', () => {
  it('lists active locations by name with their active staff', async () => {
    const loc = await createLocation(cast.admin.cookie, { employee_ids: [cast.colleague.id, removed.id] });
    await markLinkInactive(removed.id, loc.id);
    const res = await get('/api/locations');
    expect(res.status).toBe(200);
    const list = location.array().parse(res.json);
    expect(list.find((l) => l.id === loc.id)?.employees).toEqual([{ id: cast.colleague.id, name: cast.colleague.name }]);
    const names = list.map((l) => l.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('filters by status for the settings list', async () => {
    const active = await createLocation(cast.admin.cookie);
    const gone = await createLocation(cast.admin.cookie);
    await archiveLocation(cast.admin.cookie, gone);
    expect(idsOf((await get('/api/locations?status=all')).json)).toEqual(expect.arrayContaining([active.id, gone.id]));
    const archived = idsOf((await get('/api/locations?status=archived')).json);
    expect(archived).toContain(gone.id);
    expect(archived).not.toContain(active.id);
    expect((await get('/api/locations?status=deleted')).json).toMatchObject({ error: { fields: { status: 'Status is not valid' } } });
  });

  it('gives an employee’s locations, and for the add-location picker the active ones they lack', async () => {
    const employee = await signInStaff();
    const theirs = await createLocation(cast.admin.cookie, { employee_ids: [employee.id] });
    const other = await createLocation(cast.admin.cookie);
    const archived = await createLocation(cast.admin.cookie);
    await archiveLocation(cast.admin.cookie, archived);
    expect(idsOf((await get(`/api/locations?employee_id=${employee.id}`)).json)).toEqual([theirs.id]);
    const picker = idsOf((await get(`/api/locations?skip_by_employee_id=${employee.id}&status=all`)).json);
    expect(picker).toContain(other.id);
    expect(picker).not.toContain(theirs.id);
    expect(picker).not.toContain(archived.id);
  });

  it('is for staff only', async () => {
    expect((await call(handler, 'GET', '/api/locations')).status).toBe(401);
    expect((await get('/api/locations', cast.client.cookie)).status).toBe(403);
  });
});

describe('GET /api/locations/{id} and /employees', () => {
  it('reads one location, and 404 for an unknown id, 400 for a malformed one', async () => {
    const loc = await createLocation(cast.admin.cookie, { employee_ids: [cast.staff.id] });
    expect((await get(`/api/locations/${loc.id}`)).json).toEqual(loc);
    expect((await get('/api/locations/01KAZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
    expect((await get('/api/locations/not-an-id')).status).toBe(400);
  });

  it('lists the location’s active staff with their link', async () => {
    const loc = await createLocation(cast.admin.cookie, { employee_ids: [cast.staff.id, removed.id] });
    await markLinkInactive(removed.id, loc.id);
    const res = await get(`/api/locations/${loc.id}/employees`);
    expect(locationEmployee.array().parse(res.json)).toEqual([{
      id: cast.staff.id, name: cast.staff.name,
      employee_locations: [{ id: loc.id, employee: { id: cast.staff.id, name: cast.staff.name }, location: { id: loc.id, name: loc.name } }],
    }]);
    expect((await get('/api/locations/01KAZZZZZZZZZZZZZZZZZZZZZZ/employees')).status).toBe(404);
  });
});

describe('GET /api/schedule_locations', () => {
  it('lists active locations as refs, an employee’s in their order, or those they lack', async () => {
    const employee = await signInStaff();
    const first = await createLocation(cast.admin.cookie, { employee_ids: [employee.id] });
    const second = await createLocation(cast.admin.cookie, { employee_ids: [employee.id] });
    const archived = await createLocation(cast.admin.cookie, { employee_ids: [employee.id] });
    await archiveLocation(cast.admin.cookie, archived);
    const mine = await get(`/api/schedule_locations?employee_id=${employee.id}`);
    expect(mine.json).toEqual([{ id: first.id, name: first.name }, { id: second.id, name: second.name }]);
    const all = await get('/api/schedule_locations');
    expect(idsOf(all.json)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(idsOf(all.json)).not.toContain(archived.id);
    expect(Object.keys((all.json as object[])[0] ?? {}).sort()).toEqual(['id', 'name']);
    expect(idsOf((await get(`/api/schedule_locations?skip_by_employee_id=${employee.id}`)).json)).not.toContain(first.id);
  });
});
