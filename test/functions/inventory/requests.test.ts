import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRequest, myProfile } from '#functions/contract/inventory.ts';
import { handler as employees } from '#functions/employees/index.ts';
import { call } from '#test/support/api.ts';
import { mailTo } from '#test/support/mailbox.ts';
import { signInCast, signInStaff, type SignedIn } from '#test/support/sessions.ts';
import { addStock, api, createProduct, inventoryOf, setAccessTypes } from '#test/functions/inventory/inventory-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
let fillerManager: SignedIn;
beforeAll(async () => {
  cast = await signInCast();
  fillerManager = await signInStaff({ isInvManager: true });
  await setAccessTypes(cast.manager.id, ['Neurotoxins']);
  await setAccessTypes(fillerManager.id, ['HA Fillers']);
});

const ask = async (who: SignedIn, productId: string, quantity = 2, date = '2026-12-05') => {
  const res = await api('POST', '/api/inventory_requests', who, { product_id: productId, quantity_asked: quantity, date_of_use: date });
  if (res.status !== 201) throw new Error(`request failed: ${res.status} ${res.body}`);
  return inventoryRequest.parse(res.json);
};
const idsOf = (json: unknown) => inventoryRequest.array().parse(json).map((r) => r.id);

describe('inventory requests', () => {
  it('creates a pending request and emails the admins and the matching inventory managers only', async () => {
    const product = await createProduct(cast.admin.cookie, { product_type: 'Neurotoxins' });
    const created = await ask(cast.staff, product.id, 2.5, '2026-12-05');
    expect(created).toMatchObject({ status: 'pending', quantity_asked: 2.5, date_of_use: '2026-12-05', requestor: { id: cast.staff.id }, practice_quantity: 0 });
    const text = `Employee ${cast.staff.name} has requested 2.5 ${product.name} inventories and is needed by 12/05/26.`;
    for (const who of [cast.admin, cast.manager]) {
      const mails = await mailTo(who.email);
      const mail = mails.find((m) => m.subject === 'Inventory Request' && (m.body.text ?? '').includes(text));
      // The one mail layout: an HTML part beside the text, with the practice's footer.
      expect(mail?.body.html).toContain('<h1');
      expect(mail?.body.text).toContain('Needed by: 12/05/26');
    }
    expect((await mailTo(fillerManager.email)).some((m) => (m.body.text ?? '').includes(product.name))).toBe(false);
    expect((await mailTo(cast.colleague.email)).length).toBe(0);
  });

  it('validates the body: quantity > 0 with 2 places, a real date', async () => {
    const product = await createProduct(cast.admin.cookie);
    for (const body of [{ quantity_asked: 0, date_of_use: '2026-12-01' }, { quantity_asked: 1.234, date_of_use: '2026-12-01' }, { quantity_asked: 1, date_of_use: '2026-02-30' }]) {
      expect((await api('POST', '/api/inventory_requests', cast.staff, { product_id: product.id, ...body })).status).toBe(400);
    }
  });

  it('is scoped: staff see their own, admins all, managers their product types (plus their own)', async () => {
    const toxin = await createProduct(cast.admin.cookie, { product_type: 'Neurotoxins' });
    const filler = await createProduct(cast.admin.cookie, { product_type: 'HA Fillers' });
    const mine = await ask(cast.staff, toxin.id);
    const theirs = await ask(cast.colleague, filler.id);
    const ownOfManager = await ask(cast.manager, filler.id);
    expect(idsOf((await api('GET', '/api/inventory_requests', cast.staff)).json)).toEqual(expect.arrayContaining([mine.id]));
    expect(idsOf((await api('GET', '/api/inventory_requests', cast.staff)).json)).not.toContain(theirs.id);
    expect(idsOf((await api('GET', '/api/inventory_requests', cast.admin)).json)).toEqual(expect.arrayContaining([mine.id, theirs.id, ownOfManager.id]));
    const managerSees = idsOf((await api('GET', '/api/inventory_requests', cast.manager)).json);
    expect(managerSees).toEqual(expect.arrayContaining([mine.id, ownOfManager.id]));
    expect(managerSees).not.toContain(theirs.id);
    expect(idsOf((await api('GET', '/api/inventory_requests?status=approved', cast.admin)).json)).not.toContain(mine.id);
    // A manager decides only their types: another type's request is not theirs (404); staff may not decide (403).
    expect((await api('POST', `/api/inventory_requests/${theirs.id}/reject`, cast.manager)).status).toBe(404);
    expect((await api('POST', `/api/inventory_requests/${ownOfManager.id}/reject`, cast.manager)).status).toBe(404);
    expect((await api('POST', `/api/inventory_requests/${mine.id}/reject`, cast.staff)).status).toBe(403);
    expect((await api('POST', `/api/inventory_requests/${theirs.id}/reject`, fillerManager)).status).toBe(200);
  });

  it('approving more than the practice holds → 409 "Not enough stock to approve this request"', async () => {
    const product = await createProduct(cast.admin.cookie, { product_type: 'Neurotoxins' });
    await addStock(cast.admin, product.id, 1);
    const request = await ask(cast.staff, product.id, 1.5);
    const res = await api('POST', `/api/inventory_requests/${request.id}/accept`, cast.manager);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: { code: 'insufficient_stock', message: 'Not enough stock to approve this request' } });
    expect(idsOf((await api('GET', '/api/inventory_requests?status=pending', cast.admin)).json)).toContain(request.id);
  });

  it('approval moves the stock to the requester once; a second decision → 409; reject leaves stock alone', async () => {
    const product = await createProduct(cast.admin.cookie, { product_type: 'Neurotoxins' });
    await addStock(cast.admin, product.id, 10);
    const request = await ask(cast.staff, product.id, 4);
    const approved = await api('POST', `/api/inventory_requests/${request.id}/accept`, cast.manager);
    expect(approved.status).toBe(200);
    expect(inventoryRequest.parse(approved.json)).toMatchObject({ status: 'approved', decided_by: { id: cast.manager.id }, practice_quantity: 6 });
    expect((await api('POST', `/api/inventory_requests/${request.id}/accept`, cast.admin)).status).toBe(409);
    expect((await api('POST', `/api/inventory_requests/${request.id}/reject`, cast.admin)).status).toBe(409);
    const profile = myProfile.parse((await call(employees, 'GET', '/api/employees/myprofile', { cookie: cast.staff.cookie })).json);
    expect(profile.employees_inventories.find((i) => i.id === product.id)?.quantity).toBe(4);
    expect(profile.inventory_requests.find((r) => r.id === request.id)?.status).toBe('approved');
    const other = await ask(cast.staff, product.id, 1);
    expect(inventoryRequest.parse((await api('POST', `/api/inventory_requests/${other.id}/reject`, cast.admin)).json).status).toBe('rejected');
    expect(await inventoryOf(cast.admin, product.id)).toMatchObject({ quantity: 6, total_inventory: 10 });
  });

  it('pending_requests counts what the caller may decide', async () => {
    const product = await createProduct(cast.admin.cookie, { product_type: 'HA Fillers' });
    await ask(cast.staff, product.id);
    const count = async (who: SignedIn) => myProfile.parse((await call(employees, 'GET', '/api/employees/myprofile', { cookie: who.cookie })).json).pending_requests;
    const [admin, toxinManager, fillers, staff] = await Promise.all([count(cast.admin), count(cast.manager), count(fillerManager), count(cast.staff)]);
    expect(admin).toBeGreaterThan(toxinManager);
    expect(fillers).toBeGreaterThanOrEqual(1);
    expect(staff).toBe(0);
  });
});
