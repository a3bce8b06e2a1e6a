import { beforeAll, describe, expect, it } from 'vitest';
import { employeeStockList, updateInventoriesResponse } from '#functions/contract/inventory.ts';
import { signInCast } from '#test/support/sessions.ts';
import { addStock, api, createProduct, give, inventoryOf, partitionOf } from '#test/functions/inventory/inventory-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

const stockOf = (json: unknown, productId: string) =>
  updateInventoriesResponse.parse(json).employees_inventories.find((i) => i.id === productId)?.quantity;

describe('PATCH /api/employees/{id}/update_inventories', () => {
  it('sets absolute quantities; each difference comes from or goes back to the practice', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createProduct(cast.admin.cookie)));
    if (!a || !b || !c) throw new Error('products');
    await Promise.all([addStock(cast.admin, a.id, 10), addStock(cast.admin, b.id, 10), addStock(cast.admin, c.id, 10)]);
    await give(cast.admin, a.id, cast.staff.id, 5);
    const res = await api('PATCH', `/api/employees/${cast.staff.id}/update_inventories`, cast.manager, {
      updated_products: { [a.id]: { quantity: 2 } },
      new_products: [{ product_id: b.id, quantity: 7.25 }, { product_id: c.id, quantity: 0 }],
    });
    expect(res.status).toBe(200);
    expect(stockOf(res.json, a.id)).toBe(2);
    expect(stockOf(res.json, b.id)).toBe(7.25);
    expect(stockOf(res.json, c.id)).toBe(0);
    // Inventory managers get the trimmed view (no pay fields).
    expect(res.json).not.toHaveProperty('service_percentage');
    expect(await inventoryOf(cast.admin, a.id)).toMatchObject({ quantity: 8, total_inventory: 10 });
    expect(await inventoryOf(cast.admin, b.id)).toMatchObject({ quantity: 2.75, total_inventory: 10 });
    const list = employeeStockList.parse((await api('GET', '/api/employee_inventories', cast.admin)).json);
    expect(list.find((e) => e.employee.id === cast.staff.id)?.employees_inventories.map((i) => i.quantity)).toEqual(expect.arrayContaining([2, 7.25, 0]));
  });

  it('is all or nothing: one rise beyond the practice stock → 409 and nothing changes', async () => {
    const [a, b] = await Promise.all([createProduct(cast.admin.cookie), createProduct(cast.admin.cookie)]);
    await addStock(cast.admin, a.id, 10);
    await addStock(cast.admin, b.id, 1);
    const res = await api('PATCH', `/api/employees/${cast.colleague.id}/update_inventories`, cast.admin, {
      new_products: [{ product_id: a.id, quantity: 4 }, { product_id: b.id, quantity: 3 }],
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: { code: 'insufficient_stock', message: `Not enough stock: ${b.name} has 1 available.` } });
    const [pa, pb] = await Promise.all([partitionOf(a.id), partitionOf(b.id)]);
    expect(pa.stock.map((s) => s.quantity)).toEqual([1000]);
    expect(pb.stock.map((s) => s.quantity)).toEqual([100]);
    expect([...pa.moves, ...pb.moves].filter((m) => m.reason === 'bulk_set')).toEqual([]);
  });

  it('answers 404 for an unknown employee and 403 for plain staff', async () => {
    const product = await createProduct(cast.admin.cookie);
    const body = { new_products: [{ product_id: product.id, quantity: 1 }] };
    expect((await api('PATCH', '/api/employees/01KAZZZZZZZZZZZZZZZZZZZZZZ/update_inventories', cast.admin, body)).status).toBe(404);
    expect((await api('PATCH', `/api/employees/${cast.staff.id}/update_inventories`, cast.staff, body)).status).toBe(403);
  });
});
