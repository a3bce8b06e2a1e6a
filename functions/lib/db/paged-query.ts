// Numbered pages over Query ranges (docs/data-model.md §3.0): newest first (a range may ask for
// ascending order with `ScanIndexForward: true`, as the directory by name does), `total_entries` from a
// COUNT query with the same key condition and filter, page N by skipping (N−1)·per_page matches;
// ranges read one after another (`queryPage`) or merged on their sort key (`queryMergedPage`).
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/lib/db/client.ts';
import type { Item } from '#functions/lib/db/read.ts';

export type RangeQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Select' | 'Limit'>;

export interface Page<T> {
  items: T[];
  current_page: number;
  total_pages: number;
  total_entries: number;
}

async function countOf(query: RangeQuery): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...query, TableName: tableName(), Select: 'COUNT', ExclusiveStartKey: startKey }));
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/** `take` matches after skipping `skip`, newest first unless the range asks for ascending order. */
async function readSlice(query: RangeQuery, skip: number, take: number): Promise<Item[]> {
  const out: Item[] = [];
  let skipped = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...query, TableName: tableName(), ScanIndexForward: query.ScanIndexForward ?? false, ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) {
      if (skipped < skip) skipped += 1;
      else if (out.length < take) out.push(item);
    }
    startKey = out.length < take ? page.LastEvaluatedKey : undefined;
  } while (startKey);
  return out;
}

/**
 * One page over several ranges read one after another (the day buckets of the audit log, newest day
 * first); a single range is the common case. Only the ranges the page overlaps are read.
 */
export async function queryPage(ranges: readonly RangeQuery[], page: number, perPage: number): Promise<Page<Item>> {
  const counts = await Promise.all(ranges.map(countOf));
  const total = counts.reduce((a, b) => a + b, 0);
  const items: Item[] = [];
  let offset = (page - 1) * perPage;
  for (const [i, range] of ranges.entries()) {
    const count = counts[i] ?? 0;
    if (items.length >= perPage) break;
    if (offset >= count) {
      offset -= count;
      continue;
    }
    items.push(...(await readSlice(range, offset, perPage - items.length)));
    offset = 0;
  }
  return { items, current_page: page, total_pages: Math.max(1, Math.ceil(total / perPage)), total_entries: total };
}

/**
 * One page over several ranges merged newest first on `sortKey` (the status partitions of one list,
 * docs/data-model.md §3.0): at most page·per_page items are read from each range, then merged.
 */
export async function queryMergedPage(ranges: readonly RangeQuery[], sortKey: string, page: number, perPage: number): Promise<Page<Item>> {
  const [counts, slices] = await Promise.all([
    Promise.all(ranges.map(countOf)),
    Promise.all(ranges.map((range) => readSlice(range, 0, page * perPage))),
  ]);
  const total = counts.reduce((a, b) => a + b, 0);
  const key = (item: Item): string => String(item[sortKey] ?? '');
  const merged = slices.flat().sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
  const items = merged.slice((page - 1) * perPage, page * perPage);
  return { items, current_page: page, total_pages: Math.max(1, Math.ceil(total / perPage)), total_entries: total };
}
