// Before a staff endpoint runs, the session and the caller's account are read in ONE DynamoDB round
// trip; roles are still read fresh on every request.
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { handler as employees } from '#functions/employees/index.ts';
import { resolveCaller } from '#functions/lib/auth/session.ts';
import { createSession, sessionCookieName } from '#functions/lib/auth/sessions.ts';
import { secrets } from '#functions/lib/config/secrets.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { call } from '#test/support/api.ts';
import { cookieOf, createEmployee } from '#test/support/fixtures.ts';

const cookieValue = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '');

describe('resolving the caller', () => {
  it('reads the session and the employee in one BatchGetItem', async () => {
    const staff = await createEmployee({ isAdmin: true });
    const cookie = cookieOf([await createSession('staff', staff.id, { ip: '127.0.0.1', userAgent: 'test' })]);
    const sent: unknown[] = [];
    const send = db.send.bind(db);
    const spy = vi.spyOn(db, 'send').mockImplementation(((command: unknown) => {
      sent.push(command);
      return send(command as never);
    }) as typeof db.send);
    try {
      const caller = await resolveCaller({ [sessionCookieName]: cookieValue(cookie) });
      expect(caller).toMatchObject({ kind: 'staff', employeeId: staff.id, isAdmin: true });
    } finally {
      spy.mockRestore();
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(BatchGetCommand);
  });

  it('refuses a validly signed cookie that names another subject than the stored session', async () => {
    const staff = await createEmployee();
    const admin = await createEmployee({ isAdmin: true });
    const cookie = cookieOf([await createSession('staff', staff.id, { ip: '127.0.0.1', userAgent: 'test' })]);
    const { sid } = JSON.parse(Buffer.from(cookieValue(cookie).split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string };
    const key = new TextEncoder().encode((await secrets()).session_secret);
    const forged = await new SignJWT({ sid, st: 'staff', sub: admin.id }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(key);
    expect(await resolveCaller({ [sessionCookieName]: forged })).toEqual({ kind: 'anonymous' });
  });

  it('still applies a role change on the very next request', async () => {
    const staff = await createEmployee({ isAdmin: true });
    const cookie = cookieOf([await createSession('staff', staff.id, { ip: '127.0.0.1', userAgent: 'test' })]);
    expect((await call(employees, 'GET', '/api/employees_only', { cookie })).status).toBe(200);
    await db.send(new UpdateCommand({ TableName: tableName(), Key: employeeKeys.employee(staff.id), UpdateExpression: 'SET is_admin = :f', ExpressionAttributeValues: { ':f': false } }));
    expect((await call(employees, 'GET', '/api/employees_only', { cookie })).status).toBe(403);
  });
});
