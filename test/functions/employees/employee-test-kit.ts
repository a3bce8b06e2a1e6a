// Shared by the employee tests: signed-in staff of each role, and the items other capabilities own
// (locations, appointments, settings) written straight into the table in their data-model shape.
import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { handler as auth } from '#functions/auth/index.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { handler as employees } from '#functions/employees/index.ts';
import { sessionKeys } from '#functions/lib/auth/session-keys.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { keys, normName } from '#functions/lib/db/keys.ts';
import { defaultPracticeSettings, forgetPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { locationKeys } from '#functions/model/location-keys.ts';
import { call, type CallOptions, type CallResult } from '#test/support/api.ts';
import { cookieOf, createEmployee, testPassword, type EmployeeFixture } from '#test/support/fixtures.ts';

export type Role = 'admin' | 'manager' | 'employee' | 'mentor';
export interface SignedIn extends EmployeeFixture {
  cookie: string;
}

const roleFlags: Record<Role, Parameters<typeof createEmployee>[0]> = {
  admin: { isAdmin: true }, manager: { isInvManager: true }, employee: {}, mentor: { isMentor: true },
};

export async function signIn(email: string, password = testPassword): Promise<CallResult> {
  return call(auth, 'POST', '/api/login', { body: { email, password } });
}

/** A new employee of `role`, signed in. */
export async function staffAs(role: Role, overrides: { name?: string; email?: string } = {}): Promise<SignedIn> {
  const employee = await createEmployee(roleFlags[role], overrides);
  const res = await signIn(employee.email);
  if (res.status !== 200) throw new Error(`sign-in of ${role} failed: ${res.body}`);
  return { ...employee, cookie: cookieOf(res.cookies) };
}

/** Calls the employees group, signed in when `who` is given. */
export function api(method: string, url: string, who?: { cookie: string }, options: Omit<CallOptions, 'cookie'> = {}): Promise<CallResult> {
  return call(employees, method, url, { ...options, ...(who ? { cookie: who.cookie } : {}) });
}

/** A location root as the locations capability writes it (data model §2.3). */
export async function putLocation(name: string, extra: { archived?: boolean } = {}): Promise<{ id: string; name: string }> {
  const id = ulid();
  const now = new Date().toISOString();
  await db.send(new PutCommand({ TableName: tableName(), Item: {
    ...locationKeys.location(id), entity: 'location', id, name, timezone: 'America/Chicago', archived: extra.archived ?? false,
    GSI1PK: 'LOCATIONS', GSI1SK: `${normName(name)}#${id}`, created_at: now, updated_at: now, version: 1,
  } }));
  return { id, name };
}

/** An appointment root (data model §2.7) with the keys AP-APPT-6 reads. */
export async function putAppointment(employeeId: string, startAt: Date, status = 'booked'): Promise<string> {
  const id = ulid();
  const start = startAt.toISOString();
  await db.send(new PutCommand({ TableName: tableName(), Item: {
    PK: `APPT#${id}`, SK: '#META', entity: 'appointment', id, employee_id: employeeId, status,
    start_at: start, end_at: new Date(startAt.getTime() + 3_600_000).toISOString(),
    GSI1PK: `EMP#${employeeId}#APPT`, GSI1SK: `${start}#${id}`, created_at: start, version: 1,
  } }));
  return id;
}

/** The settings row an admin would save, with a few overrides. */
export async function putSettings(overrides: Partial<ReturnType<typeof defaultPracticeSettings>>): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: {
    ...keys.settings(), ...defaultPracticeSettings(), ...overrides, version: 1,
  } }));
  forgetPracticeSettings();
}

export async function adminCount(): Promise<number | undefined> {
  const counter = await getItem(keys.counter('ACTIVE_ADMINS'), true);
  return typeof counter?.value === 'number' ? counter.value : undefined;
}

/** Sets the active-admin counter, or drops it so the next admin change recounts. */
export async function setAdminCount(value: number | null): Promise<void> {
  if (value === null) {
    await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.counter('ACTIVE_ADMINS') }));
    return;
  }
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.counter('ACTIVE_ADMINS'), entity: 'counter', value } }));
}

/** The current `version` of an employee, as an admin client would hold it. */
export async function versionOf(id: string): Promise<number> {
  const root = await getItem(employeeKeys.employee(id), true);
  return typeof root?.version === 'number' ? root.version : 0;
}

export const uniqueEmail = (label: string): string => `${label}-${ulid().toLowerCase()}@example.com`;
export const uniqueName = (label: string): string => `${label} ${ulid().slice(-8)}`;

/** Whether the server still holds the session behind a cookie (the cookie's JWT names the session id). */
export async function sessionExists(cookie: string): Promise<boolean> {
  const payload = cookie.split('=')[1]?.split('.')[1] ?? '';
  const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string };
  return (await getItem(sessionKeys.session(createHash('sha256').update(sid).digest('hex')), true)) !== undefined;
}

/** Archives a location the way the locations capability does: the flag only, the item stays. */
export async function archiveLocation(id: string): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: tableName(), Key: locationKeys.location(id), UpdateExpression: 'SET archived = :true', ExpressionAttributeValues: { ':true': true },
  }));
}
