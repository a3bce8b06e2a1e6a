import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#functions/catalog/index.ts';
import { call } from '#test/support/api.ts';
import {
  createProduct, createTreatment, idsOf, putPrompt, putRequest, putStock, treatmentFields,
} from '#test/functions/catalog/catalog-fixtures.ts';
import { signInCast } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

const remove = (id: string, cookie = cast.admin.cookie) => call(handler, 'DELETE', `/api/products/${id}`, { cookie });
const inUse = (fields: Record<string, unknown>) => ({
  error: { code: 'invalid_state', message: 'Product still has stock or open prompts/requests', fields },
});

describe('DELETE /api/products/{id}', () => {
  it('archives an unused product: 204, gone from the lists, its name still reserved', async () => {
    const created = await createProduct(cast.admin.cookie);
    const res = await remove(created.id);
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect(idsOf((await call(handler, 'GET', '/api/products', { cookie: cast.staff.cookie })).json)).not.toContain(created.id);
    expect(idsOf((await call(handler, 'GET', '/api/treatment_products', { cookie: cast.staff.cookie })).json)).not.toContain(created.id);
    expect((await remove(created.id)).status).toBe(404);
    const again = await call(handler, 'POST', '/api/products/new', {
      body: { name: created.name, product_type: 'Neurotoxins', cost_price_cents: 1, retail_price_cents: 2 }, cookie: cast.admin.cookie,
    });
    expect(again.status).toBe(422);
  });

  it('refuses with 409 while a live treatment uses it, and allows it once that treatment is deleted', async () => {
    const created = await createProduct(cast.admin.cookie);
    const treatment = await createTreatment(cast.staff.cookie, created.id);
    const refused = await remove(created.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual(inUse({ treatments: '1 treatment uses it' }));
    expect((await call(handler, 'DELETE', `/api/treatments/${treatment.id}`, { cookie: cast.staff.cookie })).status).toBe(204);
    expect((await remove(created.id)).status).toBe(204);
  });

  it('refuses with 409 while anyone holds stock of it; empty rows do not count', async () => {
    const created = await createProduct(cast.admin.cookie);
    await putStock(created.id, 0);
    await putStock(created.id, 250, cast.staff.id);
    await putStock(created.id, 0, cast.colleague.id);
    expect((await remove(created.id)).json).toEqual(inUse({ stock: '1 holder still has stock of it' }));
  });

  it('refuses with 409 while a transfer is pending or a request is open, but not after they are decided', async () => {
    const pending = await createProduct(cast.admin.cookie);
    await putPrompt(pending.id, cast.staff.id, 'pending');
    await putRequest(pending.id, cast.staff.id, 'pending');
    expect((await remove(pending.id)).json).toEqual(inUse({ prompts: '1 transfer is still pending', requests: '1 request is still open' }));
    const decided = await createProduct(cast.admin.cookie);
    await putPrompt(decided.id, cast.staff.id, 'accepted');
    await putRequest(decided.id, cast.staff.id, 'approved');
    expect((await remove(decided.id)).status).toBe(204);
  });

  it('keeps archived products out of new treatments (422)', async () => {
    const created = await createProduct(cast.admin.cookie);
    await remove(created.id);
    const res = await call(handler, 'POST', '/api/treatments', { body: treatmentFields(created.id), cookie: cast.staff.cookie });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { fields: { product_id: 'Product not found' } } });
  });

  it('is admin only, and 404 for an unknown product', async () => {
    const created = await createProduct(cast.admin.cookie);
    expect((await remove(created.id, cast.manager.cookie)).status).toBe(403);
    expect((await remove(created.id, cast.staff.cookie)).status).toBe(403);
    expect((await call(handler, 'DELETE', `/api/products/${created.id}`)).status).toBe(401);
    expect((await remove('01KAZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
  });
});
