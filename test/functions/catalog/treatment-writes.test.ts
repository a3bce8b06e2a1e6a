import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#functions/catalog/index.ts';
import { treatment, type Product } from '#functions/contract/catalog.ts';
import { call } from '#test/support/api.ts';
import { createProduct, createTreatment, idsOf, treatmentFields } from '#test/functions/catalog/catalog-fixtures.ts';
import { signInCast } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
let neurotoxin: Product;
beforeAll(async () => {
  cast = await signInCast();
  neurotoxin = await createProduct(cast.admin.cookie, { product_type: 'Neurotoxins', cost_price_cents: 644, retail_price_cents: 1200 });
});

const post = (body: unknown, cookie = cast.staff.cookie) => call(handler, 'POST', '/api/treatments', { body, cookie });
const put = (id: string, body: unknown, cookie = cast.staff.cookie) => call(handler, 'PUT', `/api/treatments/${id}`, { body, cookie });
const remove = (id: string, cookie = cast.staff.cookie) => call(handler, 'DELETE', `/api/treatments/${id}`, { cookie });
const get = (url: string, cookie = cast.staff.cookie) => call(handler, 'GET', url, { cookie });

describe('POST /api/treatments', () => {
  it('creates the caller’s own treatment and answers 201 with the staff view', async () => {
    const fields = treatmentFields(neurotoxin.id, { description: 'Smooths forehead lines.', quantity: 20.5 });
    const res = await post({ treatment: fields });
    expect(res.status).toBe(201);
    expect(treatment.parse(res.json)).toEqual({
      id: expect.any(String), name: fields.name, description: 'Smooths forehead lines.', cost_cents: 30000, quantity: 20.5,
      duration_minutes: 30, buffer_minutes: 0, is_base: false, employee: { id: cast.staff.id, name: cast.staff.name },
      product: { id: neurotoxin.id, name: neurotoxin.name, product_type: 'Neurotoxins', cost_price_cents: 644, retail_price_cents: 1200, purchased_type: 'practice_purchased' },
      intake_form_ids: [], version: 1,
    });
  });

  it('keeps a cleanup buffer: set on create, unchanged by an update that omits it', async () => {
    const created = await createTreatment(cast.staff.cookie, neurotoxin.id, { buffer_minutes: 15 });
    expect(created.buffer_minutes).toBe(15);
    const res = await call(handler, 'PUT', `/api/treatments/${created.id}`, { cookie: cast.staff.cookie, body: { ...treatmentFields(neurotoxin.id), version: created.version } });
    expect(res.json).toMatchObject({ buffer_minutes: 15, version: 2 });
  });

  it('ignores a non-admin’s created_by: the creator is always the caller', async () => {
    const res = await post(treatmentFields(neurotoxin.id, { created_by: cast.colleague.id }));
    expect(res.json).toMatchObject({ employee: { id: cast.staff.id } });
  });

  it('makes an admin’s own treatment a base treatment, and lets an admin create one for someone else', async () => {
    const base = await createTreatment(cast.admin.cookie, neurotoxin.id);
    expect(base.is_base).toBe(true);
    const forColleague = await createTreatment(cast.admin.cookie, neurotoxin.id, { created_by: cast.colleague.id });
    expect(forColleague).toMatchObject({ is_base: false, employee: { id: cast.colleague.id, name: cast.colleague.name } });
    expect(idsOf((await get('/api/base_treatments')).json)).toContain(base.id);
    expect(idsOf((await get('/api/base_treatments')).json)).not.toContain(forColleague.id);
    expect(idsOf((await get(`/api/treatments?employee_id=${cast.colleague.id}`)).json)).toContain(forColleague.id);
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name', "Name can't be blank"],
    ['a duration under 5 minutes', { duration_minutes: 4 }, 'duration_minutes', 'Duration must be at least 5 minutes'],
    ['a duration over 480 minutes', { duration_minutes: 481 }, 'duration_minutes', 'Duration must be at most 480 minutes'],
    ['a fractional duration', { duration_minutes: 30.5 }, 'duration_minutes', 'Duration must be whole minutes'],
    ['a price of 0', { cost_cents: 0 }, 'cost_cents', 'Price must be greater than 0'],
    ['a price in dollars', { cost_cents: 300.5 }, 'cost_cents', 'Use whole cents'],
    ['a quantity of 0', { quantity: 0 }, 'quantity', 'Quantity must be greater than 0'],
    ['a quantity with 3 decimals', { quantity: 1.125 }, 'quantity', 'Quantity allows at most 2 decimal places'],
    ['a missing product', { product_id: undefined }, 'product_id', "Product can't be blank"],
    ['a malformed product id', { product_id: 'abc' }, 'product_id', 'Not a valid id'],
  ])('refuses %s with 400', async (_case, change, field, message) => {
    const res = await post({ ...treatmentFields(neurotoxin.id), ...change });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'bad_request', fields: { [field]: expect.stringContaining(message) } } });
  });

  it('refuses an unknown product with 422, and an unknown creator named by an admin', async () => {
    const unknownProduct = await post(treatmentFields('01KAZZZZZZZZZZZZZZZZZZZZZZ'));
    expect(unknownProduct.status).toBe(422);
    expect(unknownProduct.json).toMatchObject({ error: { fields: { product_id: 'Product not found' } } });
    const unknownCreator = await post(treatmentFields(neurotoxin.id, { created_by: '01KAZZZZZZZZZZZZZZZZZZZZZZ' }), cast.admin.cookie);
    expect(unknownCreator.json).toMatchObject({ error: { code: 'validation_failed', fields: { created_by: 'Employee not found or removed' } } });
  });

  it('is for staff: anonymous 401, clients 403', async () => {
    expect((await call(handler, 'POST', '/api/treatments', { body: treatmentFields(neurotoxin.id) })).status).toBe(401);
    expect((await post(treatmentFields(neurotoxin.id), cast.client.cookie)).status).toBe(403);
  });
});

describe('PUT /api/treatments/{id}', () => {
  it('replaces the owner’s treatment and bumps the version', async () => {
    const created = await createTreatment(cast.staff.cookie, neurotoxin.id);
    const res = await put(created.id, { ...treatmentFields(neurotoxin.id, { name: 'Brow Lift – 8 units', duration_minutes: 15, cost_cents: 12000, quantity: 8 }), version: 1 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'Brow Lift – 8 units', duration_minutes: 15, cost_cents: 12000, quantity: 8, version: 2 });
    expect((await get(`/api/treatments/${created.id}`)).json).toEqual(res.json);
  });

  it('answers 409 to a stale version', async () => {
    const created = await createTreatment(cast.staff.cookie, neurotoxin.id);
    expect((await put(created.id, { ...treatmentFields(neurotoxin.id), version: 1 })).status).toBe(200);
    const stale = await put(created.id, { ...treatmentFields(neurotoxin.id), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ error: { code: 'conflict' } });
  });

  it('lets exactly one of several concurrent edits with the same version win', async () => {
    const created = await createTreatment(cast.staff.cookie, neurotoxin.id);
    const results = await Promise.all([10000, 20000, 40000].map((cents) => put(created.id, { ...treatmentFields(neurotoxin.id, { cost_cents: cents }), version: 1 })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('refuses another employee’s treatment with 403 and leaves it unchanged', async () => {
    const theirs = await createTreatment(cast.colleague.cookie, neurotoxin.id);
    expect((await put(theirs.id, { ...treatmentFields(neurotoxin.id), version: 1 })).status).toBe(403);
    expect((await put(theirs.id, { ...treatmentFields(neurotoxin.id), version: 1 }, cast.manager.cookie)).status).toBe(403);
    expect((await get(`/api/treatments/${theirs.id}`)).json).toEqual(theirs);
  });

  it('lets an admin edit anyone’s and hand a base treatment to an employee', async () => {
    const base = await createTreatment(cast.admin.cookie, neurotoxin.id);
    const res = await put(base.id, { ...treatmentFields(neurotoxin.id, { created_by: cast.staff.id }), version: 1 }, cast.admin.cookie);
    expect(res.json).toMatchObject({ is_base: false, employee: { id: cast.staff.id, name: cast.staff.name } });
    expect(idsOf((await get('/api/base_treatments')).json)).not.toContain(base.id);
    expect(idsOf((await get(`/api/treatments?employee_id=${cast.staff.id}`)).json)).toContain(base.id);
  });

  it('requires the version and answers 404 for an unknown treatment', async () => {
    const created = await createTreatment(cast.staff.cookie, neurotoxin.id);
    expect((await put(created.id, treatmentFields(neurotoxin.id))).json).toMatchObject({ error: { fields: { version: "Version can't be blank" } } });
    expect((await put('01KAZZZZZZZZZZZZZZZZZZZZZZ', { ...treatmentFields(neurotoxin.id), version: 1 })).status).toBe(404);
  });
});

describe('DELETE /api/treatments/{id}', () => {
  it('archives the owner’s treatment: 204, then gone from reads and lists', async () => {
    const created = await createTreatment(cast.staff.cookie, neurotoxin.id);
    const res = await remove(created.id);
    expect(res.status).toBe(204);
    expect((await get(`/api/treatments/${created.id}`)).status).toBe(404);
    expect(idsOf((await get(`/api/treatments?employee_id=${cast.staff.id}`)).json)).not.toContain(created.id);
    expect((await remove(created.id)).status).toBe(404);
  });

  it('refuses another employee’s treatment with 403; an admin may delete it', async () => {
    const theirs = await createTreatment(cast.colleague.cookie, neurotoxin.id);
    expect((await remove(theirs.id)).status).toBe(403);
    expect((await remove(theirs.id, cast.admin.cookie)).status).toBe(204);
  });
});
