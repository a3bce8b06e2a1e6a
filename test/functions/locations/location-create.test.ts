import { beforeAll, describe, expect, it } from 'vitest';
import { location } from '#functions/contract/locations.ts';
import { handler } from '#functions/locations/index.ts';
import { createEmployee, deactivateEmployee } from '#test/support/fixtures.ts';
import { call } from '#test/support/api.ts';
import { signInCast, uniqueName } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

const create = (body: unknown, cookie = cast.admin.cookie) => call(handler, 'POST', '/api/locations', { body, cookie });

describe('POST /api/locations', () => {
  it('creates a location with defaults, its staff, and answers 201 with the Location DTO', async () => {
    const name = uniqueName('Riverside');
    const res = await create({ location: { name, timezone: 'America/Chicago', city: 'Chicago' }, employee_ids: [cast.staff.id] });
    expect(res.status).toBe(201);
    const body = location.parse(res.json);
    expect(body).toMatchObject({
      name, timezone: 'America/Chicago', city: 'Chicago', email: '', online_booking_available: false,
      display_location_address: false, archived: false, version: 1, employees: [{ id: cast.staff.id, name: cast.staff.name }],
    });
    const read = await call(handler, 'GET', `/api/locations/${body.id}`, { cookie: cast.staff.cookie });
    expect(read.json).toEqual(body);
  });

  it('accepts a flat body and fixes the case of a time zone', async () => {
    const res = await create({ name: uniqueName('Flat'), timezone: 'america/denver' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ timezone: 'America/Denver', employees: [] });
  });

  it.each([
    ['a missing name', { timezone: 'America/Chicago' }, 'name', "Name can't be blank"],
    ['a blank name', { name: '   ', timezone: 'America/Chicago' }, 'name', "Name can't be blank"],
    ['a missing time zone', { name: 'No zone' }, 'timezone', "Timezone can't be blank"],
    ['an unknown time zone', { name: 'Mars', timezone: 'Mars/Olympus' }, 'timezone', 'Timezone must be an IANA region such as America/Chicago'],
    ['a fixed offset instead of a region', { name: 'Offset', timezone: '-05:00' }, 'timezone', 'Timezone must be an IANA region such as America/Chicago'],
    ['a malformed email', { name: 'Mail', timezone: 'America/Chicago', email: 'front desk' }, 'email', 'Email Not valid'],
    ['a malformed employee id', { name: 'Ids', timezone: 'America/Chicago', employee_ids: ['x'] }, 'employee_ids.0', 'Not a valid id'],
  ])('refuses %s with 400 and a field message', async (_case, body, field, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'bad_request', fields: { [field]: expect.stringContaining(message) } } });
  });

  it('refuses the same employee twice', async () => {
    const res = await create({ name: uniqueName('Twice'), timezone: 'America/Chicago', employee_ids: [cast.staff.id, cast.staff.id] });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { fields: { employee_ids: 'Each employee can appear only once' } } });
  });

  it('refuses a taken name, ignoring case and spacing, with 422', async () => {
    const name = uniqueName('Harbor Point');
    expect((await create({ name, timezone: 'America/Chicago' })).status).toBe(201);
    const res = await create({ name: `  ${name.toUpperCase().replace(' ', '   ')} `, timezone: 'America/New_York' });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      error: { code: 'validation_failed', message: 'Please correct the highlighted fields.', fields: { name: 'Location name already exists' } },
    });
  });

  it('refuses staff who do not exist or were removed, and writes nothing', async () => {
    const { id: removed } = await createEmployee();
    await deactivateEmployee(removed);
    const name = uniqueName('Ghost staff');
    const res = await create({ name, timezone: 'America/Chicago', employee_ids: [removed, '01KAZZZZZZZZZZZZZZZZZZZZZZ'] });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { fields: { employee_ids: expect.stringContaining(removed) } } });
    expect((await create({ name, timezone: 'America/Chicago' })).status).toBe(201);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['a client', 'client', 403],
    ['an employee', 'staff', 403],
    ['an inventory manager', 'manager', 403],
  ] as const)('is admin only: %s gets %i', async (_who, key, status) => {
    const res = await call(handler, 'POST', '/api/locations', {
      body: { name: uniqueName('Nope'), timezone: 'America/Chicago' }, ...(key ? { cookie: cast[key].cookie } : {}),
    });
    expect(res.status).toBe(status);
  });
});
