// Seeds a demo practice into an empty table. The settings row is written last and doubles as the
// "already seeded" mark, so an interrupted seed runs again and a restart never duplicates data.
import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { practiceSettings } from '#functions/contract/settings.ts';
import { env } from '#functions/lib/config/env.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { keys } from '#functions/lib/db/keys.ts';
import { forgetPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { catalogSeedItems } from '#scripts/seed/catalog-seed.ts';
import { clientFileSeedItems, clientSeedItems } from '#scripts/seed/clients-seed.ts';
import { demoAccountItems } from '#scripts/seed/demo-accounts.ts';
import { formsSeedItems } from '#scripts/seed/forms-seed.ts';
import { inventorySeedItems } from '#scripts/seed/inventory-seed.ts';
import { seedInvoices } from '#scripts/seed/invoice-seed.ts';
import { seedConnectedProvider } from '#scripts/seed/payout-seed.ts';
import { demoPracticeSettings } from '#scripts/seed/practice-settings.ts';
import { scheduleSeedInputFrom, scheduleSeedItems } from '#scripts/seed/schedule-seed.ts';

export async function isSeeded(): Promise<boolean> {
  const found = await db.send(new GetCommand({ TableName: tableName(), Key: keys.settings(), ConsistentRead: true }));
  return found.Item !== undefined;
}

async function putAll(items: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    const batch = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    let pending: Record<string, unknown>[] | undefined = batch;
    while (pending && pending.length > 0) {
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending as typeof batch } }));
      pending = result.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
    }
  }
}

/** Returns true when it seeded, false when the table already held a practice. */
export async function seedIfEmpty(): Promise<boolean> {
  if (await isSeeded()) return false;
  const now = new Date().toISOString();
  const settings = practiceSettings.parse(demoPracticeSettings(env().APP_ORIGIN));
  const accounts = await demoAccountItems(settings.timezone, now);
  const catalog = catalogSeedItems(now);
  const clients = clientSeedItems(settings.timezone, now);
  await putAll(accounts);
  await putAll(catalog);
  await putAll(formsSeedItems(catalog, now));
  await putAll(clients);
  await putAll(await clientFileSeedItems(new Date(now), (line) => process.stdout.write(`${line}\n`)));
  await putAll(inventorySeedItems(now));
  await putAll(scheduleSeedItems({ ...scheduleSeedInputFrom([...accounts, ...catalog, ...clients]), now, timezone: settings.timezone }));
  // Through the invoice services (counter, stock ledger), so after the rows they read.
  await seedInvoices();
  await seedConnectedProvider(settings.app_origin);
  await db.send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.settings(), entity: 'practice_settings', ...settings, version: 1, created_at: now, updated_at: now },
    ConditionExpression: 'attribute_not_exists(PK)',
  }));
  // The invoice services read the settings before their row existed (defaults, cached for seconds).
  forgetPracticeSettings();
  return true;
}
