import { beforeAll, describe, expect, it } from 'vitest';
import { assignResponse, myProfile, promptDecisionResponse, transferResponse } from '#functions/contract/inventory.ts';
import { handler as employees } from '#functions/employees/index.ts';
import { call } from '#test/support/api.ts';
import { signInCast, type SignedIn } from '#test/support/sessions.ts';
import { addStock, api, createProduct, give, inventoryOf, partitionOf } from '#test/functions/inventory/inventory-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

const profile = async (who: SignedIn) => myProfile.parse((await call(employees, 'GET', '/api/employees/myprofile', { cookie: who.cookie })).json);
const held = async (who: SignedIn, productId: string) => (await profile(who)).employees_inventories.find((i) => i.id === productId)?.quantity;

describe('assign', () => {
  it('by an admin moves practice stock straight to the employee (no prompt)', async () => {
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 10);
    const res = await api('POST', `/api/inventories/${product.id}/assign`, cast.admin, { employee_id: cast.staff.id, quantity: 4.5 });
    expect(res.status).toBe(200);
    expect(assignResponse.parse(res.json)).toMatchObject({ inventory: { quantity: 5.5, total_inventory: 10 }, prompt: null });
    expect(await held(cast.staff, product.id)).toBe(4.5);
  });

  it('by an inventory manager sends it in transit: the receiver sees a prompt and accepts it once', async () => {
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 10);
    const res = await api('POST', `/api/inventories/${product.id}/assign`, cast.manager, { employee_id: cast.staff.id, quantity: 3 });
    const { prompt, inventory } = assignResponse.parse(res.json);
    expect(inventory).toMatchObject({ quantity: 7, in_transit: 3, total_inventory: 10 });
    expect(prompt).toMatchObject({ assigned_by: 'Inventory Manager', status: 'pending', source: 'practice', quantity: 3 });
    expect((await profile(cast.staff)).inventory_prompts.map((p) => p.id)).toContain(prompt?.id);
    expect(await held(cast.staff, product.id)).toBeUndefined();
    // Someone else's prompt is not theirs to see.
    expect((await api('POST', `/api/inventory_prompts/${prompt?.id}/accept`, cast.colleague)).status).toBe(404);
    const accepted = await api('POST', `/api/inventory_prompts/${prompt?.id}/accept`, cast.staff);
    expect(accepted.status).toBe(200);
    const body = promptDecisionResponse.parse(accepted.json);
    expect(body.prompt.status).toBe('accepted');
    expect(body.employees_inventories.find((i) => i.id === product.id)?.quantity).toBe(3);
    const twice = await api('POST', `/api/inventory_prompts/${prompt?.id}/accept`, cast.staff);
    expect(twice.status).toBe(409);
    expect((await api('POST', `/api/inventory_prompts/${prompt?.id}/reject`, cast.staff)).status).toBe(409);
    expect(await held(cast.staff, product.id)).toBe(3);
    expect(await inventoryOf(cast.admin, product.id)).toMatchObject({ quantity: 7, in_transit: 0, total_inventory: 10 });
  });

  it('more than the practice holds → 409 naming what is available; nothing moves', async () => {
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 2);
    const res = await api('POST', `/api/inventories/${product.id}/assign`, cast.manager, { employee_id: cast.staff.id, quantity: 2.01 });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: { code: 'insufficient_stock', message: `Not enough stock: ${product.name} has 2 available.` } });
    expect(await inventoryOf(cast.admin, product.id)).toMatchObject({ quantity: 2, in_transit: 0 });
  });

  it('a rejected practice prompt returns the stock to the practice; an admin may decide it too', async () => {
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 5);
    const { prompt } = assignResponse.parse((await api('POST', `/api/inventories/${product.id}/assign`, cast.manager, { employee_id: cast.staff.id, quantity: 5 })).json);
    const rejected = await api('POST', `/api/inventory_prompts/${prompt?.id}/reject`, cast.admin);
    expect(rejected.status).toBe(200);
    expect(await inventoryOf(cast.admin, product.id)).toMatchObject({ quantity: 5, in_transit: 0, total_inventory: 5 });
    expect((await profile(cast.staff)).inventory_prompts.map((p) => p.id)).not.toContain(prompt?.id);
  });
});

describe('transfer', () => {
  it('moves own stock into transit with the sender as assigned_by; reject returns it to the sender', async () => {
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 10);
    await give(cast.admin, product.id, cast.staff.id, 6);
    const res = await api('POST', '/api/employee_inventories/transfer', cast.staff, { employee_id: cast.colleague.id, product_id: product.id, quantity: 2.5 });
    expect(res.status).toBe(201);
    const { prompt } = transferResponse.parse(res.json);
    expect(prompt).toMatchObject({ assigned_by: cast.staff.name, source: 'employee', sender: { id: cast.staff.id }, receiver: { id: cast.colleague.id } });
    expect(await held(cast.staff, product.id)).toBe(3.5);
    expect((await api('POST', `/api/inventory_prompts/${prompt.id}/reject`, cast.colleague)).status).toBe(200);
    expect(await held(cast.staff, product.id)).toBe(6);
    expect(await held(cast.colleague, product.id)).toBeUndefined();
  });

  it('more than the sender holds → 409; to oneself → 422; an unknown receiver → 422', async () => {
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 10);
    await give(cast.admin, product.id, cast.staff.id, 1);
    const tooMuch = await api('POST', '/api/employee_inventories/transfer', cast.staff, { employee_id: cast.colleague.id, product_id: product.id, quantity: 1.01 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json).toMatchObject({ error: { code: 'insufficient_stock' } });
    expect((await api('POST', '/api/employee_inventories/transfer', cast.staff, { employee_id: cast.staff.id, product_id: product.id, quantity: 1 })).status).toBe(422);
    expect((await api('POST', '/api/employee_inventories/transfer', cast.staff, { employee_id: '01KAZZZZZZZZZZZZZZZZZZZZZZ', product_id: product.id, quantity: 1 })).status).toBe(422);
  });

  it('moving everything away keeps the zero row, shown as 0', async () => {
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 3);
    await give(cast.admin, product.id, cast.staff.id, 1);
    await api('POST', '/api/employee_inventories/transfer', cast.staff, { employee_id: cast.colleague.id, product_id: product.id, quantity: 1 });
    expect(await held(cast.staff, product.id)).toBe(0);
    const { stock } = await partitionOf(product.id);
    expect(stock.find((row) => row.employee_id === cast.staff.id)?.quantity).toBe(0);
  });
});
