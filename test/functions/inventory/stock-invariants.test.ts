// The stock invariants against DynamoDB Local (REFERENCE §3.9, CB 9): no balance goes negative under
// concurrency, a prompt is decided once, and after any sequence of operations the ledger explains
// every balance and total_inventory = practice + Σ employees + in transit.
import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignResponse, transferResponse } from '#functions/contract/inventory.ts';
import { signInCast, signInStaff, type SignedIn } from '#test/support/sessions.ts';
import {
  addStock, api, createProduct, give, inventoryOf, ledgerBalances, partitionOf, rowBalances,
} from '#test/functions/inventory/inventory-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

describe('no negative stock under concurrency', () => {
  it('20 concurrent transfers of 1 unit from a holding of 7 succeed exactly 7 times', async () => {
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 7);
    await give(cast.admin, product.id, cast.staff.id, 7);
    const results = await Promise.all(Array.from({ length: 20 }, () =>
      api('POST', '/api/employee_inventories/transfer', cast.staff, { employee_id: cast.colleague.id, product_id: product.id, quantity: 1 })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(7);
    expect(results.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
    const { stock, moves } = await partitionOf(product.id);
    expect(stock.find((s) => s.employee_id === cast.staff.id)?.quantity).toBe(0);
    expect(ledgerBalances(moves).get('transit')).toBe(700);
  });

  it('a prompt accepted and rejected at once is decided exactly once', async () => {
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 5);
    const { prompt } = assignResponse.parse((await api('POST', `/api/inventories/${product.id}/assign`, cast.manager, { employee_id: cast.staff.id, quantity: 5 })).json);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => api('POST', `/api/inventory_prompts/${prompt?.id}/accept`, cast.staff)),
      ...Array.from({ length: 5 }, () => api('POST', `/api/inventory_prompts/${prompt?.id}/reject`, cast.staff)),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    expect(await inventoryOf(cast.admin, product.id)).toMatchObject({ total_inventory: 5, in_transit: 0 });
  });

  it('concurrent approvals never take the practice below 0', async () => {
    const product = await createProduct(cast.admin.cookie);
    await addStock(cast.admin, product.id, 3);
    const requests = await Promise.all(Array.from({ length: 6 }, async () =>
      (await api('POST', '/api/inventory_requests', cast.staff, { product_id: product.id, quantity_asked: 1, date_of_use: '2026-12-01' })).json as { id: string }));
    const results = await Promise.all(requests.map((r) => api('POST', `/api/inventory_requests/${r.id}/accept`, cast.admin)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await inventoryOf(cast.admin, product.id)).toMatchObject({ quantity: 0, total_inventory: 3 });
  });
});

type Op =
  | { kind: 'add'; q: number }
  | { kind: 'set'; q: number }
  | { kind: 'assign'; who: number; q: number; by: 'admin' | 'manager' }
  | { kind: 'transfer'; from: number; to: number; q: number }
  | { kind: 'decide'; accept: boolean }
  | { kind: 'bulk'; who: number; q: number }
  | { kind: 'request'; who: number; q: number; approve: boolean };

const qty = fc.integer({ min: 1, max: 900 }).map((h) => h / 100);
const who = fc.integer({ min: 0, max: 2 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), q: qty }),
  fc.record({ kind: fc.constant('set' as const), q: fc.integer({ min: 0, max: 2000 }).map((h) => h / 100) }),
  fc.record({ kind: fc.constant('assign' as const), who, q: qty, by: fc.constantFrom('admin' as const, 'manager' as const) }),
  fc.record({ kind: fc.constant('transfer' as const), from: who, to: who, q: qty }),
  fc.record({ kind: fc.constant('decide' as const), accept: fc.boolean() }),
  fc.record({ kind: fc.constant('bulk' as const), who, q: fc.integer({ min: 0, max: 1500 }).map((h) => h / 100) }),
  fc.record({ kind: fc.constant('request' as const), who, q: qty, approve: fc.boolean() }),
);

describe('the ledger explains every balance', () => {
  it('after a random sequence of operations, per product: Σ ledger = rows, transit = pending prompts, total = sum', async () => {
    const staff: SignedIn[] = [cast.staff, cast.colleague, await signInStaff()];
    const pick = (i: number): SignedIn => staff[i % staff.length] ?? cast.staff;
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
      const product = await createProduct(cast.admin.cookie);
      const pending: { id: string; receiver: SignedIn }[] = [];
      for (const o of ops) {
        if (o.kind === 'add') await api('POST', '/api/inventories', cast.admin, { product_id: product.id, quantity: o.q });
        if (o.kind === 'set') await api('PATCH', `/api/inventories/${product.id}`, cast.manager, { quantity: o.q });
        if (o.kind === 'assign') {
          const res = await api('POST', `/api/inventories/${product.id}/assign`, o.by === 'admin' ? cast.admin : cast.manager, { employee_id: pick(o.who).id, quantity: o.q });
          const prompt = res.status === 200 ? assignResponse.parse(res.json).prompt : null;
          if (prompt) pending.push({ id: prompt.id, receiver: pick(o.who) });
        }
        if (o.kind === 'transfer' && o.from !== o.to) {
          const res = await api('POST', '/api/employee_inventories/transfer', pick(o.from), { employee_id: pick(o.to).id, product_id: product.id, quantity: o.q });
          if (res.status === 201) pending.push({ id: transferResponse.parse(res.json).prompt.id, receiver: pick(o.to) });
        }
        if (o.kind === 'decide' && pending.length > 0) {
          const next = pending.shift();
          await api('POST', `/api/inventory_prompts/${next?.id}/${o.accept ? 'accept' : 'reject'}`, next?.receiver ?? cast.staff);
        }
        if (o.kind === 'bulk') await api('PATCH', `/api/employees/${pick(o.who).id}/update_inventories`, cast.admin, { new_products: [{ product_id: product.id, quantity: o.q }] });
        if (o.kind === 'request') {
          const res = await api('POST', '/api/inventory_requests', pick(o.who), { product_id: product.id, quantity_asked: o.q, date_of_use: '2026-12-01' });
          const id = (res.json as { id: string }).id;
          await api('POST', `/api/inventory_requests/${id}/${o.approve ? 'accept' : 'reject'}`, cast.admin);
        }
      }
      const { stock, moves } = await partitionOf(product.id);
      const fromLedger = ledgerBalances(moves);
      const rows = rowBalances(stock);
      for (const [place, balance] of rows) {
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(fromLedger.get(place) ?? 0).toBe(balance);
      }
      for (const [place, balance] of fromLedger) {
        if (place !== 'none' && place !== 'transit') expect(rows.get(place) ?? 0).toBe(balance);
      }
      const listed = await inventoryOf(cast.admin, product.id);
      const transit = fromLedger.get('transit') ?? 0;
      expect(Math.round((listed?.in_transit ?? 0) * 100)).toBe(transit);
      const total = [...rows.values()].reduce((s, v) => s + v, 0) + transit;
      expect(Math.round((listed?.total_inventory ?? 0) * 100)).toBe(total);
    }), { numRuns: 12, seed: 20261124 });
  }, 120_000);
});
