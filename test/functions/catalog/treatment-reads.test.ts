import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#functions/catalog/index.ts';
import { refreshCreatorName } from '#functions/catalog/treatment-repository.ts';
import { treatment, type Product, type Treatment } from '#functions/contract/catalog.ts';
import { call } from '#test/support/api.ts';
import { deactivateEmployee } from '#test/support/fixtures.ts';
import { createProduct, createTreatment, idsOf } from '#test/functions/catalog/catalog-fixtures.ts';
import { signInCast, signInStaff } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
let serum: Product;
let mine: Treatment;
beforeAll(async () => {
  cast = await signInCast();
  serum = await createProduct(cast.admin.cookie, { product_type: 'Retail Skin Care', cost_price_cents: 2500, retail_price_cents: 6000 });
  mine = await createTreatment(cast.staff.cookie, serum.id, { name: 'Glow Facial', description: 'Serum facial.', quantity: 0.5, duration_minutes: 45, cost_cents: 9000 });
});

const get = (url: string, cookie?: string) => call(handler, 'GET', url, cookie ? { cookie } : {});
const bookable = () => ({
  id: mine.id, name: 'Glow Facial', description: 'Serum facial.', duration_minutes: 45, cost_cents: 9000,
  product: { id: serum.id, name: serum.name, product_type: 'Retail Skin Care' },
});

describe('GET /api/treatments?employee_id', () => {
  it('gives staff the full view of an employee’s own treatments', async () => {
    const res = await get(`/api/treatments?employee_id=${cast.staff.id}`, cast.colleague.cookie);
    expect(res.status).toBe(200);
    expect(treatment.array().parse(res.json)).toEqual([mine]);
  });

  it('gives the public and clients the bookable view only: no costs, quantities or versions', async () => {
    for (const cookie of [undefined, cast.client.cookie]) {
      const res = await get(`/api/treatments?employee_id=${cast.staff.id}`, cookie);
      expect(res.status).toBe(200);
      expect(res.json).toEqual([bookable()]);
      expect(res.body).not.toMatch(/cost_price_cents|retail_price_cents|quantity|version|purchased_type/);
    }
  });

  it('offers nothing to the public for a removed employee', async () => {
    const leaving = await signInStaff();
    await createTreatment(leaving.cookie, serum.id);
    await deactivateEmployee(leaving.id);
    expect((await get(`/api/treatments?employee_id=${leaving.id}`)).json).toEqual([]);
  });

  it('requires employee_id (400)', async () => {
    const res = await get('/api/treatments');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { fields: { employee_id: "Employee can't be blank" } } });
  });
});

describe('GET /api/treatments/{id} and /api/base_treatments', () => {
  it('reads one treatment for staff; 404 when unknown, 401 anonymous', async () => {
    expect((await get(`/api/treatments/${mine.id}`, cast.colleague.cookie)).json).toEqual(mine);
    expect((await get('/api/treatments/01KAZZZZZZZZZZZZZZZZZZZZZZ', cast.staff.cookie)).status).toBe(404);
    expect((await get(`/api/treatments/${mine.id}`)).status).toBe(401);
  });

  it('lists the admins’ treatments as base treatments', async () => {
    const base = await createTreatment(cast.admin.cookie, serum.id);
    const res = await get('/api/base_treatments', cast.staff.cookie);
    expect(treatment.array().parse(res.json).map((t) => t.id)).toContain(base.id);
    expect(idsOf(res.json)).not.toContain(mine.id);
  });
});

describe('GET /api/schedule_treatments and /api/treatment_products', () => {
  it('lists what can be booked with an employee: name, duration, price, units and product', async () => {
    const res = await get(`/api/schedule_treatments?employee_id=${cast.staff.id}`, cast.admin.cookie);
    expect(res.json).toEqual([{
      id: mine.id, name: 'Glow Facial', duration_minutes: 45, cost_cents: 9000, quantity: 0.5,
      product: { id: serum.id, name: serum.name, product_type: 'Retail Skin Care' },
    }]);
    expect((await get('/api/schedule_treatments', cast.staff.cookie)).status).toBe(400);
  });

  it('lists active products as {id, name} for the treatment form', async () => {
    const res = await get('/api/treatment_products', cast.staff.cookie);
    expect(res.json).toEqual(expect.arrayContaining([{ id: serum.id, name: serum.name }]));
    expect(Object.keys((res.json as object[])[0] ?? {}).sort()).toEqual(['id', 'name']);
  });
});

describe('refreshCreatorName (called by the employees group after a rename)', () => {
  it('rewrites the creator name shown on the employee’s treatments', async () => {
    const renamed = await signInStaff();
    const created = await createTreatment(renamed.cookie, serum.id);
    await refreshCreatorName(renamed.id, 'Renamed Person');
    expect((await get(`/api/treatments/${created.id}`, renamed.cookie)).json).toMatchObject({ employee: { id: renamed.id, name: 'Renamed Person' }, version: 1 });
  });
});
