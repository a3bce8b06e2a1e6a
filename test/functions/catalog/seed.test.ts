// The demo catalogue in the local seed: built with the API's own item builders, readable through the
// API, and untouched by a second run.
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { handler as catalog } from '#functions/catalog/index.ts';
import { location, type Location } from '#functions/contract/locations.ts';
import { handler as locations } from '#functions/locations/index.ts';
import { seedIfEmpty } from '#scripts/seed/seed-if-empty.ts';
import { call } from '#test/support/api.ts';
import { cookieOf } from '#test/support/fixtures.ts';

const signIn = async (email: string) =>
  call(auth, 'POST', '/api/login', { body: { email, password: 'carebook-demo' } });

let admin: string;
beforeAll(async () => {
  expect(await seedIfEmpty()).toBe(true);
  admin = cookieOf((await signIn('admin@example.com')).cookies);
});

const get = async (handler: typeof catalog, url: string, cookie = admin) => (await call(handler, 'GET', url, { cookie })).json;

describe('the demo catalogue seed', () => {
  it('creates three locations in different US time zones, two open for online booking', async () => {
    const all = location.array().parse(await get(locations, '/api/locations?status=all'));
    expect(all.map((l) => [l.name, l.timezone, l.online_booking_available])).toEqual([
      ['Downtown', 'America/Chicago', true], ['Lakeview', 'America/Denver', true], ['Northside', 'America/New_York', false],
    ]);
    const bookable = (await call(locations, 'GET', '/api/client/locations')).json as Location[];
    expect(bookable.map((l) => l.name)).toEqual(['Downtown', 'Lakeview']);
  });

  it('links every demo employee to one or two locations, in order', async () => {
    const provider = await signIn('provider@example.com');
    const order = await get(locations, '/api/locations/get_locations', cookieOf(provider.cookies));
    expect(order).toEqual([expect.objectContaining({ name: 'Downtown', position: 1 }), expect.objectContaining({ name: 'Lakeview', position: 2 })]);
    const downtown = (await get(locations, '/api/locations') as Location[]).find((l) => l.name === 'Downtown');
    expect(downtown?.employees.map((e) => e.name)).toEqual(['Dana Whitfield', 'Jordan Reyes', 'Morgan Ellis', 'Priya Shah']);
  });

  it('creates about twenty products across the product types, with prices in cents', async () => {
    const products = await get(catalog, '/api/products') as { name: string; product_type: string; cost_price_cents: number; retail_price_cents: number; purchased_type: string }[];
    expect(products.length).toBeGreaterThanOrEqual(18);
    expect(new Set(products.map((p) => p.product_type.split(' – ')[0]))).toEqual(new Set([
      'Neurotoxins', 'Fat Dissolvers', 'PLLA Based Filler', 'HA Fillers', 'Retail Skin Care', 'Wellness Supplements',
      'IV Therapy Kits/IV Drips', 'IV Boosters', 'Laser Hair Removal',
    ]));
    expect(products).toContainEqual(expect.objectContaining({ product_type: 'Neurotoxins', cost_price_cents: 644, retail_price_cents: 1200 }));
    expect(new Set(products.map((p) => p.purchased_type))).toEqual(new Set(['practice_purchased', 'provider_purchased', 'mentorship_purchased']));
  });

  it('creates base treatments and two or three for each demo employee, credited by name', async () => {
    const base = await get(catalog, '/api/base_treatments') as { employee: { name: string } }[];
    expect(base.length).toBeGreaterThanOrEqual(3);
    expect(new Set(base.map((t) => t.employee.name))).toEqual(new Set(['Morgan Ellis']));
    for (const email of ['inventory@example.com', 'provider@example.com', 'provider2@example.com', 'mentor@example.com']) {
      const me = await signIn(email);
      const profile = me.json as { id: string; name: string };
      const own = await get(catalog, `/api/treatments?employee_id=${profile.id}`) as { employee: { name: string }; duration_minutes: number }[];
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const t of own) {
        expect(t.employee.name).toBe(profile.name);
        expect(t.duration_minutes).toBeGreaterThanOrEqual(15);
        expect(t.duration_minutes).toBeLessThanOrEqual(90);
      }
    }
  });

  it('changes nothing on a second run', async () => {
    const before = await Promise.all([get(locations, '/api/locations?status=all'), get(catalog, '/api/products'), get(catalog, '/api/base_treatments')]);
    expect(await seedIfEmpty()).toBe(false);
    const after = await Promise.all([get(locations, '/api/locations?status=all'), get(catalog, '/api/products'), get(catalog, '/api/base_treatments')]);
    expect(after).toEqual(before);
  });
});
