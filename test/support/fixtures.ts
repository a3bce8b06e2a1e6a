// Writes accounts straight into the test table through the same item builders the app uses.
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { newClientItems } from '#functions/clients/client-repository.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { newEmployeeItems } from '#functions/employees/employee-repository.ts';
import { hashPassword } from '#functions/lib/auth/password.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { keys } from '#functions/lib/db/keys.ts';

export const testPassword = 'correct horse battery';
let hash: Promise<string> | undefined;
const passwordHash = () => (hash ??= hashPassword(testPassword));

async function putAll(items: Item[]): Promise<void> {
  await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: items.map((Item) => ({ PutRequest: { Item } })) } }));
}

export interface EmployeeFixture {
  id: string;
  email: string;
  name: string;
}

export async function createEmployee(
  roles: Partial<Record<'isAdmin' | 'isInvManager' | 'isMentor', boolean>> = {},
  overrides: { email?: string; name?: string } = {},
): Promise<EmployeeFixture> {
  const id = ulid();
  const email = overrides.email ?? `staff-${id.toLowerCase()}@example.com`;
  const name = overrides.name ?? `Staff ${id.slice(-6)}`;
  const { root, uniques } = newEmployeeItems({
    id, name, email, passwordHash: await passwordHash(), vendorName: null,
    isAdmin: roles.isAdmin ?? false, isInvManager: roles.isInvManager ?? false, isMentor: roles.isMentor ?? false,
    percentages: { service: 60, retail: 10, wellness: 20 },
  }, new Date().toISOString());
  await putAll([root, ...uniques]);
  // Keep the active-admin counter true, as the create endpoint does, so last-admin rules hold.
  if (roles.isAdmin) {
    await db.send(new UpdateCommand({
      TableName: tableName(), Key: keys.counter('ACTIVE_ADMINS'), UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'value' }, ExpressionAttributeValues: { ':one': 1 },
    }));
  }
  return { id, email, name };
}

export async function createClient(overrides: { email?: string; name?: string } = {}): Promise<EmployeeFixture> {
  const id = ulid();
  const email = overrides.email ?? `client-${id.toLowerCase()}@example.com`;
  const name = overrides.name ?? 'Cleo';
  const { root, detail, unique } = newClientItems({
    id, name, lastName: 'Tester', email, passwordHash: await passwordHash(), timezone: 'America/Chicago', referredEmployeeId: null,
  }, new Date().toISOString());
  await putAll([root, detail, unique]);
  return { id, email, name };
}

export async function deactivateEmployee(id: string): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: tableName(), Key: employeeKeys.employee(id),
    UpdateExpression: 'SET deactivated_at = :now', ExpressionAttributeValues: { ':now': new Date().toISOString() },
  }));
}

/** The `name=value` part of a Set-Cookie header, ready to send back as a Cookie header. */
export const cookieOf = (setCookies: string[]): string => (setCookies[0] ?? '').split(';')[0] ?? '';
