// Removing an employee returns their stock to the practice in the same transaction (T-EMP-REMOVE):
// rows go to 0 (kept), pending prompts to them are rejected, stock in transit goes back to its source.
import { beforeAll, describe, expect, it } from 'vitest';
import { assignResponse, myProfile } from '#functions/contract/inventory.ts';
import { handler as employees } from '#functions/employees/index.ts';
import { call } from '#test/support/api.ts';
import { signInCast, signInStaff } from '#test/support/sessions.ts';
import { addStock, api, createProduct, give, inventoryOf, ledgerBalances, partitionOf } from '#test/functions/inventory/inventory-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

describe('DELETE /api/employees/{id} with stock', () => {
  it('returns every holding to the practice and rejects prompts to them, with ledger rows', async () => {
    const leaving = await signInStaff();
    const [a, b] = await Promise.all([createProduct(cast.admin.cookie), createProduct(cast.admin.cookie)]);
    await addStock(cast.admin, a.id, 10);
    await addStock(cast.admin, b.id, 10);
    await give(cast.admin, a.id, leaving.id, 4);
    const fromManager = assignResponse.parse((await api('POST', `/api/inventories/${b.id}/assign`, cast.manager, { employee_id: leaving.id, quantity: 2 })).json).prompt;
    await give(cast.admin, b.id, cast.staff.id, 3);
    const fromColleague = await api('POST', '/api/employee_inventories/transfer', cast.staff, { employee_id: leaving.id, product_id: b.id, quantity: 1.5 });
    expect(fromColleague.status).toBe(201);

    const res = await call(employees, 'DELETE', `/api/employees/${leaving.id}`, { cookie: cast.admin.cookie });
    expect(res.status).toBe(200);

    expect(await inventoryOf(cast.admin, a.id)).toMatchObject({ quantity: 10, total_inventory: 10 });
    expect(await inventoryOf(cast.admin, b.id)).toMatchObject({ quantity: 5 + 2, in_transit: 0, total_inventory: 10 });
    const colleague = myProfile.parse((await call(employees, 'GET', '/api/employees/myprofile', { cookie: cast.staff.cookie })).json);
    expect(colleague.employees_inventories.find((i) => i.id === b.id)?.quantity).toBe(3);
    const { stock, moves } = await partitionOf(a.id);
    expect(stock.find((s) => s.employee_id === leaving.id)?.quantity).toBe(0);
    expect(moves.find((m) => m.reason === 'employee_removed')).toMatchObject({ from: `employee:${leaving.id}`, to: 'practice', quantity: 400, actor_id: cast.admin.id });
    expect(ledgerBalances((await partitionOf(b.id)).moves).get('transit') ?? 0).toBe(0);
    expect((await api('POST', `/api/inventory_prompts/${fromManager?.id}/accept`, cast.admin)).status).toBe(409);
  });
});

describe('a transfer from an employee removed before it was decided', () => {
  it('returns to the practice when the receiver rejects it', async () => {
    const sender = await signInStaff();
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 5);
    await give(cast.admin, product.id, sender.id, 2);
    const sent = await api('POST', '/api/employee_inventories/transfer', sender, { employee_id: cast.colleague.id, product_id: product.id, quantity: 2 });
    const promptId = (sent.json as { prompt: { id: string } }).prompt.id;
    expect((await call(employees, 'DELETE', `/api/employees/${sender.id}`, { cookie: cast.admin.cookie })).status).toBe(200);
    expect((await api('POST', `/api/inventory_prompts/${promptId}/reject`, cast.colleague)).status).toBe(200);
    expect(await inventoryOf(cast.admin, product.id)).toMatchObject({ quantity: 5, in_transit: 0, total_inventory: 5 });
    const { stock, moves } = await partitionOf(product.id);
    expect(stock.find((s) => s.employee_id === sender.id)?.quantity).toBe(0);
    expect(moves.find((m) => m.reason === 'prompt_reject')).toMatchObject({ from: 'transit', to: 'practice', quantity: 200 });
  });
});

describe('GET /api/employees/myprofile inventory fields', () => {
  it('lists own stock (0 rows too), pending prompts to me, my requests and a pending count', async () => {
    const me = await signInStaff();
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 5);
    await give(cast.admin, product.id, me.id, 1);
    await api('POST', '/api/employee_inventories/transfer', me, { employee_id: cast.staff.id, product_id: product.id, quantity: 1 });
    await api('POST', `/api/inventories/${product.id}/assign`, cast.manager, { employee_id: me.id, quantity: 2 });
    await api('POST', '/api/inventory_requests', me, { product_id: product.id, quantity_asked: 1, date_of_use: '2026-12-24' });
    const profile = myProfile.parse((await call(employees, 'GET', '/api/employees/myprofile', { cookie: me.cookie })).json);
    expect(profile.employees_inventories).toEqual([expect.objectContaining({ id: product.id, quantity: 0, product: expect.objectContaining({ name: product.name }) })]);
    expect(profile.inventory_prompts).toEqual([expect.objectContaining({ quantity: 2, assigned_by: 'Inventory Manager', status: 'pending' })]);
    expect(profile.inventory_requests).toEqual([expect.objectContaining({ quantity_asked: 1, date_of_use: '2026-12-24', status: 'pending' })]);
    expect(profile.pending_requests).toBe(0);
  });
});
