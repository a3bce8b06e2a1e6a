// The demo stock: every product stocked at the practice, every demo employee holding some, two
// prompts and two requests pending, the ledger explaining every balance, and the same numbers on
// every run.
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { inventory, inventoryRequest, myProfile } from '#functions/contract/inventory.ts';
import { handler as employees } from '#functions/employees/index.ts';
import { handler } from '#functions/inventory/index.ts';
import { inventorySeedItems } from '#scripts/seed/inventory-seed.ts';
import { seedIfEmpty } from '#scripts/seed/seed-if-empty.ts';
import { call } from '#test/support/api.ts';
import { cookieOf } from '#test/support/fixtures.ts';
import { ledgerBalances, partitionOf, rowBalances } from '#test/functions/inventory/inventory-kit.ts';

const signIn = async (email: string) => cookieOf((await call(auth, 'POST', '/api/login', { body: { email, password: 'carebook-demo' } })).cookies);
let admin: string;
beforeAll(async () => {
  expect(await seedIfEmpty()).toBe(true);
  admin = await signIn('admin@example.com');
});

describe('the demo inventory seed', () => {
  it('stocks every product at the practice and explains every balance with the ledger', async () => {
    const rows = inventory.array().parse((await call(handler, 'GET', '/api/inventories', { cookie: admin })).json);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      expect(row.total_inventory).toBeGreaterThanOrEqual(100);
      expect(row.total_inventory).toBeLessThanOrEqual(150);
      const { stock, moves } = await partitionOf(row.id);
      const ledger = ledgerBalances(moves);
      for (const [placeName, balance] of rowBalances(stock)) expect(ledger.get(placeName) ?? 0).toBe(balance);
      expect(Math.round(row.in_transit * 100)).toBe(ledger.get('transit') ?? 0);
    }
  });

  it('gives each demo employee stock, and the provider two prompts; two requests are pending', async () => {
    const provider = myProfile.parse((await call(employees, 'GET', '/api/employees/myprofile', { cookie: await signIn('provider@example.com') })).json);
    expect(provider.employees_inventories.length).toBeGreaterThanOrEqual(4);
    expect(provider.employees_inventories.every((i) => i.quantity >= 5 && i.quantity <= 20)).toBe(true);
    expect(provider.inventory_prompts.map((p) => p.assigned_by).sort()).toEqual(['Inventory Manager', 'Lucas Moreau']);
    const pending = inventoryRequest.array().parse((await call(handler, 'GET', '/api/inventory_requests?status=pending', { cookie: admin })).json);
    expect(pending).toHaveLength(2);
  });

  it('is deterministic', () => {
    const now = '2026-11-24T00:00:00.000Z';
    const quantities = (items: Record<string, unknown>[]) => items.filter((i) => String(i.SK).startsWith('STOCK#')).map((i) => `${String(i.PK)}|${String(i.SK)}|${String(i.quantity)}`).sort();
    expect(quantities(inventorySeedItems(now))).toEqual(quantities(inventorySeedItems(now)));
  });
});
