import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#functions/locations/index.ts';
import { call } from '#test/support/api.ts';
import { archiveLocation, createLocation, idsOf, markLinkInactive } from '#test/functions/locations/location-fixtures.ts';
import { signInCast, signInStaff } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

const address = {
  street_address: '12 Birch Lane', apartment: 'Suite 4', city: 'Austin', province: 'TX', postal_code: '78701', country: 'US',
  legal_name: 'Birch Lane Aesthetics LLC', business_number: 'TX-99-123', email: 'birch@example.com', fax: '(512) 555-0111',
};

describe('GET /api/client/locations (public)', () => {
  it('shows only locations open for online booking, with public fields and active staff only', async () => {
    const removed = await signInStaff();
    const open = await createLocation(cast.admin.cookie, {
      ...address, online_booking_available: true, display_location_address: true, phone_number: '(512) 555-0100',
      short_description: 'Downtown studio', employee_ids: [cast.staff.id, removed.id],
    });
    await markLinkInactive(removed.id, open.id);
    const offline = await createLocation(cast.admin.cookie, { online_booking_available: false });
    const archived = await createLocation(cast.admin.cookie, { online_booking_available: true });
    await archiveLocation(cast.admin.cookie, archived);

    const res = await call(handler, 'GET', '/api/client/locations');
    expect(res.status).toBe(200);
    const ids = idsOf(res.json);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(offline.id);
    expect(ids).not.toContain(archived.id);
    const shown = (res.json as { id: string }[]).find((l) => l.id === open.id);
    expect(shown).toEqual({
      id: open.id, name: open.name, short_description: 'Downtown studio', phone_number: '(512) 555-0100',
      address: '12 Birch Lane, Suite 4, Austin, TX 78701, US', timezone: 'America/Chicago',
      employees: [{ id: cast.staff.id, name: cast.staff.name, profile_photo_url: null }],
    });
    expect(res.body).not.toMatch(/Birch Lane Aesthetics|TX-99-123|birch@example.com|555-0111/);
  });

  it('hides the address when the location chooses not to show it', async () => {
    const open = await createLocation(cast.admin.cookie, { ...address, online_booking_available: true, display_location_address: false });
    const res = await call(handler, 'GET', '/api/client/locations', { cookie: cast.client.cookie });
    expect((res.json as { id: string; address: unknown }[]).find((l) => l.id === open.id)?.address).toBeNull();
  });
});

describe('GET /api/client/locations/{id}/employees (public)', () => {
  it('lists the active staff of an online-booking location, public fields only', async () => {
    const removed = await signInStaff();
    const open = await createLocation(cast.admin.cookie, { online_booking_available: true, employee_ids: [cast.staff.id, removed.id] });
    await markLinkInactive(removed.id, open.id);
    const res = await call(handler, 'GET', `/api/client/locations/${open.id}/employees`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ id: cast.staff.id, name: cast.staff.name, profile_photo_url: null }]);
  });

  it('answers 404 for locations that are offline, archived or unknown', async () => {
    const offline = await createLocation(cast.admin.cookie, { employee_ids: [cast.staff.id] });
    const archived = await createLocation(cast.admin.cookie, { online_booking_available: true });
    await archiveLocation(cast.admin.cookie, archived);
    for (const id of [offline.id, archived.id, '01KAZZZZZZZZZZZZZZZZZZZZZZ']) {
      expect((await call(handler, 'GET', `/api/client/locations/${id}/employees`)).status).toBe(404);
    }
  });
});
