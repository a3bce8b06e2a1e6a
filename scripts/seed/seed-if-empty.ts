// Seeds a demo practice into an empty table. The settings row doubles as the "already seeded" mark,
// so restarting `npm start` never duplicates data. Later capabilities add their demo data here.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { practiceSettings } from '#functions/contract/settings.ts';
import { env } from '#functions/lib/config/env.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { keys } from '#functions/lib/db/keys.ts';
import { demoPracticeSettings } from '#scripts/seed/practice-settings.ts';

export async function isSeeded(): Promise<boolean> {
  const found = await db.send(new GetCommand({ TableName: tableName(), Key: keys.settings(), ConsistentRead: true }));
  return found.Item !== undefined;
}

/** Returns true when it seeded, false when the table already held a practice. */
export async function seedIfEmpty(): Promise<boolean> {
  if (await isSeeded()) return false;
  const now = new Date().toISOString();
  const settings = practiceSettings.parse(demoPracticeSettings(env().APP_ORIGIN));
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.settings(), entity: 'practice_settings', ...settings, version: 1, created_at: now, updated_at: now },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return true;
}
