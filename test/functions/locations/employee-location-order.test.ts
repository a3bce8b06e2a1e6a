import { beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '#functions/contract/locations.ts';
import { handler } from '#functions/locations/index.ts';
import { call } from '#test/support/api.ts';
import { archiveLocation, createLocation } from '#test/functions/locations/location-fixtures.ts';
import { signInCast, signInStaff, type SignedIn } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

/** An employee with three locations, linked in the order a, b, c. */
async function employeeWithLocations(): Promise<{ employee: SignedIn; a: Location; b: Location; c: Location }> {
  const employee = await signInStaff();
  const [a, b, c] = [
    await createLocation(cast.admin.cookie, { employee_ids: [employee.id] }),
    await createLocation(cast.admin.cookie, { employee_ids: [employee.id] }),
    await createLocation(cast.admin.cookie, { employee_ids: [employee.id] }),
  ];
  return { employee, a, b, c };
}

const ranked = (...locations: Location[]) => locations.map((l, i) => ({ id: l.id, name: l.name, position: i + 1 }));
const getOrder = (cookie: string, employeeId?: string) =>
  call(handler, 'GET', `/api/locations/get_locations${employeeId ? `?employee_id=${employeeId}` : ''}`, { cookie });
const reorder = (cookie: string, body: unknown) => call(handler, 'POST', '/api/locations/reorder_location', { body, cookie });

describe('GET /api/locations/get_locations', () => {
  it('answers the caller’s own locations in order, primary first, skipping archived ones', async () => {
    const { employee, a, b, c } = await employeeWithLocations();
    expect((await getOrder(employee.cookie)).json).toEqual(ranked(a, b, c));
    await archiveLocation(cast.admin.cookie, a);
    expect((await getOrder(employee.cookie, employee.id)).json).toEqual(ranked(b, c));
  });

  it('lets an admin read anyone’s, and refuses other staff with 403', async () => {
    const { employee, a, b, c } = await employeeWithLocations();
    expect((await getOrder(cast.admin.cookie, employee.id)).json).toEqual(ranked(a, b, c));
    expect((await getOrder(cast.staff.cookie, employee.id)).status).toBe(403);
    expect((await getOrder(cast.manager.cookie, employee.id)).status).toBe(403);
  });
});

describe('POST /api/locations/reorder_location', () => {
  it('sets the caller’s order; the first becomes the primary location', async () => {
    const { employee, a, b, c } = await employeeWithLocations();
    const res = await reorder(employee.cookie, { location_ids: [c.id, a.id, b.id] });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect((await getOrder(employee.cookie)).json).toEqual(ranked(c, a, b));
  });

  it('keeps the locations not sent after the ones sent, in their old order', async () => {
    const { employee, a, b, c } = await employeeWithLocations();
    await reorder(employee.cookie, { employee_id: employee.id, location_ids: [b.id] });
    expect((await getOrder(employee.cookie)).json).toEqual(ranked(b, a, c));
  });

  it('lets an admin reorder anyone’s, and refuses other staff with 403', async () => {
    const { employee, a, b, c } = await employeeWithLocations();
    expect((await reorder(cast.staff.cookie, { employee_id: employee.id, location_ids: [c.id] })).status).toBe(403);
    expect((await reorder(cast.manager.cookie, { employee_id: employee.id, location_ids: [c.id] })).status).toBe(403);
    expect((await reorder(cast.admin.cookie, { employee_id: employee.id, location_ids: [c.id, b.id, a.id] })).status).toBe(200);
    expect((await getOrder(employee.cookie)).json).toEqual(ranked(c, b, a));
  });

  it('refuses a location the employee does not have (422), repeats and an empty list (400)', async () => {
    const { employee, a } = await employeeWithLocations();
    const foreign = await createLocation(cast.admin.cookie);
    const notTheirs = await reorder(employee.cookie, { location_ids: [a.id, foreign.id] });
    expect(notTheirs.status).toBe(422);
    expect(notTheirs.json).toMatchObject({ error: { fields: { location_ids: `Not one of this employee's locations: ${foreign.id}` } } });
    const twice = await reorder(employee.cookie, { location_ids: [a.id, a.id] });
    expect(twice.json).toMatchObject({ error: { code: 'bad_request', fields: { location_ids: 'Each location can appear only once' } } });
    expect((await reorder(employee.cookie, { location_ids: [] })).status).toBe(400);
  });
});
