// Every id the local seed writes passes the API's own id rule (issue 17 item 8): a seeded file, block
// or appointment whose id had an I, L, O or U could be read but never edited or deleted (400 "Not a
// valid id"). Walks every item the seed put in the table, every attribute naming an id.
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { id } from '#functions/contract/common.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { seedIfEmpty } from '#scripts/seed/seed-if-empty.ts';

vi.setConfig({ hookTimeout: 180_000 });

/** Ids of other systems (Stripe objects) follow their own format. */
const external = /^(cus|cs|pi|pm|ch|re|evt|acct)_/;
const namesAnId = (key: string) => key === 'id' || /(_id|Id)$/.test(key);
const namesIds = (key: string) => /(_ids|Ids)$/.test(key);

/** `[path, value]` of every string held by an attribute naming an id (or a list of ids), at any depth. */
function idsIn(value: unknown, path: string): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => idsIn(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]): [string, string][] => {
    if (typeof v === 'string' && namesAnId(key)) return [[`${path}.${key}`, v]];
    if (Array.isArray(v) && namesIds(key)) return v.filter((x): x is string => typeof x === 'string').map((x, i) => [`${path}.${key}[${i}]`, x]);
    return idsIn(v, `${path}.${key}`);
  });
}

async function scanAll(): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start !== undefined);
  return items;
}

let seeded: [string, string][] = [];
beforeAll(async () => {
  expect(await seedIfEmpty()).toBe(true);
  seeded = (await scanAll()).flatMap((item) => idsIn(item, `${String(item.PK)}|${String(item.SK)}`));
});

describe('the ids the seed writes', () => {
  it('are many, of every kind', () => {
    expect(seeded.length).toBeGreaterThan(500);
  });

  it('all pass the contract id rule (Crockford base32 ULIDs)', () => {
    // A stock row's `id` joins its product and holder ids (`<product>#<employee>`): each part is an id.
    const invalid = seeded.filter(([, value]) => !external.test(value) && !value.split('#').every((part) => id.safeParse(part).success));
    expect(invalid.map(([path, value]) => `${path} = ${value}`)).toEqual([]);
  });
});
