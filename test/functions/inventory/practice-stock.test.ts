import { beforeAll, describe, expect, it } from 'vitest';
import { inventory } from '#functions/contract/inventory.ts';
import { signInCast } from '#test/support/sessions.ts';
import { addStock, api, createProduct, give, inventoryOf, partitionOf } from '#test/functions/inventory/inventory-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

describe('practice stock', () => {
  it('POST adds (creating the row), decimals kept exactly, and GET lists it with totals', async () => {
    const product = await createProduct(cast.admin.cookie);
    expect((await addStock(cast.admin, product.id, 10.25)).quantity).toBe(10.25);
    const again = await addStock(cast.manager, product.id, 0.75);
    expect(again).toMatchObject({ id: product.id, quantity: 11, total_inventory: 11, in_transit: 0 });
    expect(again.product).toMatchObject({ id: product.id, name: product.name, cost_price_cents: 644 });
    expect(await inventoryOf(cast.manager, product.id)).toMatchObject({ quantity: 11, total_inventory: 11 });
    const { stock } = await partitionOf(product.id);
    expect(stock.map((s) => s.quantity)).toEqual([1100]);
  });

  it('refuses more than 2 decimal places, zero and negative amounts with 400', async () => {
    const product = await createProduct(cast.admin.cookie);
    for (const quantity of [1.001, 0, -1, '3']) {
      const res = await api('POST', '/api/inventories', cast.admin, { product_id: product.id, quantity });
      expect(res.status).toBe(400);
      expect((res.json as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('quantity');
    }
  });

  it('PATCH sets the quantity (0 allowed; the row stays and shows 0); a stale version → 409', async () => {
    const product = await createProduct(cast.admin.cookie);
    const added = await addStock(cast.admin, product.id, 5);
    const set = await api('PATCH', `/api/inventories/${product.id}`, cast.admin, { quantity: 0, version: added.version });
    expect(set.status).toBe(200);
    expect(inventory.parse(set.json)).toMatchObject({ quantity: 0, total_inventory: 0 });
    expect(await inventoryOf(cast.admin, product.id)).toMatchObject({ quantity: 0 });
    const stale = await api('PATCH', `/api/inventories/${product.id}`, cast.admin, { quantity: 3, version: added.version });
    expect(stale.status).toBe(409);
    expect((await api('PATCH', `/api/inventories/${product.id}`, cast.admin, { quantity: -1 })).status).toBe(400);
  });

  it('total_inventory = practice + employees + in transit', async () => {
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 20);
    await give(cast.admin, product.id, cast.staff.id, 5);
    const viaManager = await api('POST', `/api/inventories/${product.id}/assign`, cast.manager, { employee_id: cast.colleague.id, quantity: 3 });
    expect(viaManager.status).toBe(200);
    expect(await inventoryOf(cast.admin, product.id)).toMatchObject({ quantity: 12, in_transit: 3, total_inventory: 20 });
  });

  it('DELETE needs an empty row and nothing pending (409), then removes it (204)', async () => {
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 2);
    const full = await api('DELETE', `/api/inventories/${product.id}`, cast.admin);
    expect(full.status).toBe(409);
    await api('PATCH', `/api/inventories/${product.id}`, cast.admin, { quantity: 0 });
    expect((await api('DELETE', `/api/inventories/${product.id}`, cast.admin)).status).toBe(204);
    expect(await inventoryOf(cast.admin, product.id)).toBeUndefined();
    expect((await api('DELETE', `/api/inventories/${product.id}`, cast.admin)).status).toBe(404);
  });

  it('an unknown product is 404, and staff may not read practice stock (403)', async () => {
    expect((await api('POST', '/api/inventories', cast.admin, { product_id: '01KAZZZZZZZZZZZZZZZZZZZZZZ', quantity: 1 })).status).toBe(404);
    expect((await api('GET', '/api/inventories', cast.staff)).status).toBe(403);
  });

  it('records each change in the product ledger, newest first, with who and why', async () => {
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 4);
    await api('PATCH', `/api/inventories/${product.id}`, cast.manager, { quantity: 1.5 });
    const res = await api('GET', `/api/inventories/${product.id}/movements`, cast.manager);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject([
      { from: 'practice', to: 'none', quantity: 2.5, reason: 'practice_set', actor: { id: cast.manager.id }, from_label: 'Practice' },
      { from: 'none', to: 'practice', quantity: 4, reason: 'practice_add', actor: { id: cast.admin.id } },
    ]);
  });
});
