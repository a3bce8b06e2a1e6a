// Locations made through the API, and the "employee was removed" flag on their staff links, which
// the employees group sets after a removal (docs/data-model.md §2.1).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { location, type Location } from '#functions/contract/locations.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { handler } from '#functions/locations/index.ts';
import { call } from '#test/support/api.ts';
import { uniqueName } from '#test/support/sessions.ts';

export async function createLocation(adminCookie: string, fields: Record<string, unknown> = {}): Promise<Location> {
  const res = await call(handler, 'POST', '/api/locations', {
    body: { name: uniqueName('Location'), timezone: 'America/Chicago', ...fields }, cookie: adminCookie,
  });
  if (res.status !== 201) throw new Error(`create location failed: ${res.status} ${res.body}`);
  return location.parse(res.json);
}

export async function archiveLocation(adminCookie: string, created: Location): Promise<void> {
  const res = await call(handler, 'PATCH', `/api/locations/${created.id}`, { body: { archived: true, version: created.version }, cookie: adminCookie });
  if (res.status !== 200) throw new Error(`archive failed: ${res.status} ${res.body}`);
}

export async function markLinkInactive(employeeId: string, locationId: string): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: tableName(), Key: employeeKeys.employeeLocation(employeeId, locationId),
    UpdateExpression: 'SET employee_active = :false', ExpressionAttributeValues: { ':false': false },
  }));
}

export const idsOf = (json: unknown): string[] => (json as { id: string }[]).map((item) => item.id);
