import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#functions/catalog/index.ts';
import { product } from '#functions/contract/catalog.ts';
import { call } from '#test/support/api.ts';
import { createProduct, createTreatment, idsOf, putStock } from '#test/functions/catalog/catalog-fixtures.ts';
import { signInCast, uniqueName } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

const create = (body: unknown, cookie = cast.admin.cookie) => call(handler, 'POST', '/api/products/new', { body, cookie });
const patch = (id: string, body: unknown, cookie = cast.admin.cookie) => call(handler, 'PATCH', `/api/products/${id}`, { body, cookie });
const list = (query = '', cookie = cast.staff.cookie) => call(handler, 'GET', `/api/products${query}`, { cookie });

describe('POST /api/products/new', () => {
  it('creates a product (wrapped body), practice-purchased by default, and answers 201', async () => {
    const name = uniqueName('Vitamin C Serum');
    const res = await create({ product: { name, product_type: 'Retail Skin Care', cost_price_cents: 2500, retail_price_cents: 6000 } });
    expect(res.status).toBe(201);
    expect(product.parse(res.json)).toEqual({
      id: expect.any(String), name, product_type: 'Retail Skin Care', cost_price_cents: 2500, retail_price_cents: 6000,
      purchased_type: 'practice_purchased', version: 1,
    });
    expect(idsOf((await list()).json)).toContain(product.parse(res.json).id);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', "Name can't be blank"],
    ['a blank product type', { product_type: ' ' }, 'product_type', "Product type can't be blank"],
    ['a negative cost', { cost_price_cents: -1 }, 'cost_price_cents', 'Must not be negative'],
    ['a price in dollars instead of cents', { retail_price_cents: 12.5 }, 'retail_price_cents', 'Use whole cents'],
    ['an unknown purchased type', { purchased_type: 'gifted' }, 'purchased_type', 'Purchased type is not valid'],
  ])('refuses %s with 400', async (_case, change, field, message) => {
    const res = await create({ name: uniqueName('Bad'), product_type: 'Neurotoxins', cost_price_cents: 1, retail_price_cents: 2, ...change });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'bad_request', fields: { [field]: expect.stringContaining(message) } } });
  });

  it('refuses a taken name, ignoring case, with 422', async () => {
    const first = await createProduct(cast.admin.cookie);
    const res = await create({ name: first.name.toUpperCase(), product_type: 'Neurotoxins', cost_price_cents: 1, retail_price_cents: 2 });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { code: 'validation_failed', fields: { name: 'Product name already exists' } } });
  });

  it('is admin only', async () => {
    const body = { name: uniqueName('Nope'), product_type: 'Neurotoxins', cost_price_cents: 1, retail_price_cents: 2 };
    expect((await call(handler, 'POST', '/api/products/new', { body })).status).toBe(401);
    expect((await create(body, cast.manager.cookie)).status).toBe(403);
    expect((await create(body, cast.staff.cookie)).status).toBe(403);
    expect((await create(body, cast.client.cookie)).status).toBe(403);
  });
});

describe('PATCH /api/products/{id}', () => {
  it('changes the fields sent and bumps the version', async () => {
    const created = await createProduct(cast.admin.cookie, { purchased_type: 'provider_purchased' });
    const res = await patch(created.id, { product: { retail_price_cents: 1300 }, version: 1 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...created, retail_price_cents: 1300, version: 2 });
  });

  it('answers 409 to a stale version', async () => {
    const created = await createProduct(cast.admin.cookie);
    expect((await patch(created.id, { cost_price_cents: 700, version: 1 })).status).toBe(200);
    const stale = await patch(created.id, { cost_price_cents: 800, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ error: { code: 'conflict' } });
  });

  it('lets exactly one of several concurrent edits with the same version win', async () => {
    const created = await createProduct(cast.admin.cookie);
    const results = await Promise.all([1300, 1400, 1500].map((cents) => patch(created.id, { retail_price_cents: cents, version: 1 })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('renames: the new name is reserved, the old one freed, and treatments show the new name', async () => {
    const created = await createProduct(cast.admin.cookie);
    const treatment = await createTreatment(cast.staff.cookie, created.id);
    const renamed = uniqueName('Neurotoxin Type A');
    expect((await patch(created.id, { name: renamed, product_type: 'Neurotoxins – Type A', version: 1 })).status).toBe(200);
    const booked = await call(handler, 'GET', `/api/schedule_treatments?employee_id=${cast.staff.id}`, { cookie: cast.staff.cookie });
    expect((booked.json as { id: string; product: unknown }[]).find((t) => t.id === treatment.id)?.product)
      .toEqual({ id: created.id, name: renamed, product_type: 'Neurotoxins – Type A' });
    expect((await create({ name: created.name, product_type: 'Neurotoxins', cost_price_cents: 1, retail_price_cents: 2 })).status).toBe(201);
    expect((await create({ name: renamed, product_type: 'Neurotoxins', cost_price_cents: 1, retail_price_cents: 2 })).status).toBe(422);
  });

  it('refuses a rename to another product’s name with 422', async () => {
    const [a, b] = [await createProduct(cast.admin.cookie), await createProduct(cast.admin.cookie)];
    const res = await patch(b.id, { name: a.name, version: 1 });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { fields: { name: 'Product name already exists' } } });
  });

  it('answers 404 for an unknown product and 403 for non-admins', async () => {
    const created = await createProduct(cast.admin.cookie);
    expect((await patch('01KAZZZZZZZZZZZZZZZZZZZZZZ', { name: 'X', version: 1 })).status).toBe(404);
    expect((await patch(created.id, { name: 'X', version: 1 }, cast.staff.cookie)).status).toBe(403);
  });
});

describe('GET /api/products', () => {
  it('lists active products by name for any staff member', async () => {
    await createProduct(cast.admin.cookie);
    const res = await list('', cast.colleague.cookie);
    expect(res.status).toBe(200);
    const names = product.array().parse(res.json).map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await call(handler, 'GET', '/api/products', { cookie: cast.client.cookie })).status).toBe(403);
  });

  it('with employee_id, lists the products that employee holds stock of', async () => {
    const [held, emptied, practiceOnly] = [
      await createProduct(cast.admin.cookie), await createProduct(cast.admin.cookie), await createProduct(cast.admin.cookie),
    ];
    await putStock(held.id, 150, cast.staff.id);
    await putStock(emptied.id, 0, cast.staff.id);
    await putStock(practiceOnly.id, 10000);
    expect(idsOf((await list(`?employee_id=${cast.staff.id}`)).json)).toEqual([held.id]);
  });

  it('lets staff ask only about themselves; admins and inventory managers about anyone', async () => {
    expect((await list(`?employee_id=${cast.colleague.id}`)).status).toBe(403);
    expect((await list(`?employee_id=${cast.staff.id}`, cast.manager.cookie)).status).toBe(200);
    expect((await list(`?employee_id=${cast.staff.id}`, cast.admin.cookie)).status).toBe(200);
  });
});
