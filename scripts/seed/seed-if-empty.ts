// Seeds a demo practice into an empty table. The settings row is written last and doubles as the
// "already seeded" mark, so an interrupted seed runs again and a restart never duplicates data: rows
// an earlier run wrote are kept as they are (the invoices' stock moves changed some of them), and the
// invoice steps look for what they made before (invoice-seed.ts).
import { BatchGetCommand, type BatchGetCommandOutput, BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { practiceSettings } from '#functions/contract/settings.ts';
import { env } from '#functions/lib/config/env.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { keys } from '#functions/lib/db/keys.ts';
import { forgetPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { backfillReportRollups } from '#functions/reports/rollup-backfill.ts';
import { catalogSeedItems } from '#scripts/seed/catalog-seed.ts';
import { clientFileSeedItems, clientSeedItems } from '#scripts/seed/clients-seed.ts';
import { demoAccountItems } from '#scripts/seed/demo-accounts.ts';
import { formsSeedItems } from '#scripts/seed/forms-seed.ts';
import { inventorySeedItems } from '#scripts/seed/inventory-seed.ts';
import { type InvoiceSeedStep, invoiceSeedSteps, seedInvoices } from '#scripts/seed/invoice-seed.ts';
import { seedConnectedProvider } from '#scripts/seed/payout-seed.ts';
import { withFirstAppointments } from '#scripts/seed/first-appointments.ts';
import { demoPracticeSettings } from '#scripts/seed/practice-settings.ts';
import { scheduleSeedInputFrom, scheduleSeedItems } from '#scripts/seed/schedule-seed.ts';

export async function isSeeded(): Promise<boolean> {
  const found = await db.send(new GetCommand({ TableName: tableName(), Key: keys.settings(), ConsistentRead: true }));
  return found.Item !== undefined;
}

/** The items whose key no row has yet (BatchGet by 100; a first run finds none). */
async function missing(items: Item[]): Promise<Item[]> {
  const present = new Set<string>();
  for (let i = 0; i < items.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = items.slice(i, i + 100).map((item) => ({ PK: item.PK, SK: item.SK }));
    while (keys && keys.length > 0) {
      const result: BatchGetCommandOutput = await db.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ProjectionExpression: 'PK, SK' } } }));
      for (const row of result.Responses?.[tableName()] ?? []) present.add(`${String(row.PK)}|${String(row.SK)}`);
      keys = result.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return items.filter((item) => !present.has(`${String(item.PK)}|${String(item.SK)}`));
}

/**
 * Puts the step's rows no earlier run wrote. Ledger rows get fresh ids each run, so they are written
 * only by a step none of whose other rows exist yet (an earlier run's ledger already explains them).
 */
async function putAll(all: Item[]): Promise<void> {
  const absent = await missing(all);
  const rows = all.filter((item) => item.entity !== 'stock_movement');
  const fresh = absent.filter((item) => item.entity !== 'stock_movement').length === rows.length;
  const items = fresh ? absent : absent.filter((item) => item.entity !== 'stock_movement');
  for (let i = 0; i < items.length; i += 25) {
    const batch = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    let pending: Record<string, unknown>[] | undefined = batch;
    while (pending && pending.length > 0) {
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending as typeof batch } }));
      pending = result.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
    }
  }
}

/** Returns true when it seeded, false when the table already held a practice. `invoiceSteps` lets a test interrupt a run. */
export async function seedIfEmpty({ invoiceSteps = invoiceSeedSteps }: { invoiceSteps?: readonly InvoiceSeedStep[] } = {}): Promise<boolean> {
  if (await isSeeded()) return false;
  const now = new Date().toISOString();
  const settings = practiceSettings.parse(demoPracticeSettings(env().APP_ORIGIN));
  const accounts = await demoAccountItems(settings.timezone, now);
  const catalog = catalogSeedItems(now);
  const clients = clientSeedItems(settings.timezone, now);
  await putAll(accounts);
  // The forms seed re-writes its linked treatment with `intake_form_ids`; putAll skips rows that exist,
  // so the catalogue is put with that treatment already linked.
  const forms = formsSeedItems(catalog, now);
  const linked = new Map(forms.filter((i) => i.entity === 'treatment').map((i) => [`${String(i.PK)}|${String(i.SK)}`, i]));
  await putAll(catalog.map((i) => linked.get(`${String(i.PK)}|${String(i.SK)}`) ?? i));
  await putAll(forms.filter((i) => i.entity !== 'treatment'));
  const schedule = scheduleSeedItems({ ...scheduleSeedInputFrom([...accounts, ...catalog, ...clients]), now, timezone: settings.timezone });
  await putAll(withFirstAppointments(clients, schedule));
  await putAll(await clientFileSeedItems(new Date(now), (line) => process.stdout.write(`${line}\n`)));
  await putAll(inventorySeedItems(now));
  await putAll(schedule);
  // Through the invoice services (counter, stock ledger), so after the rows they read.
  await seedInvoices(invoiceSteps);
  await seedConnectedProvider(settings.app_origin);
  // The schedule rows above were put directly: the report roll-ups are built from every row (§2.12).
  await backfillReportRollups({ now, zone: settings.timezone });
  await db.send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.settings(), entity: 'practice_settings', ...settings, version: 1, created_at: now, updated_at: now },
    ConditionExpression: 'attribute_not_exists(PK)',
  }));
  // The invoice services read the settings before their row existed (defaults, cached for seconds).
  forgetPracticeSettings();
  return true;
}
