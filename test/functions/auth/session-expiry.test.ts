import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { handler as employees } from '#functions/employees/index.ts';
import { createSession, sessionPolicy } from '#functions/lib/auth/sessions.ts';
import { sessionKeys } from '#functions/lib/auth/session-keys.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { call } from '#test/support/api.ts';
import { cookieOf, createEmployee } from '#test/support/fixtures.ts';

const minute = 60_000;

async function staffSession() {
  const staff = await createEmployee();
  const cookie = cookieOf([await createSession('staff', staff.id, { ip: '127.0.0.1', userAgent: 'test' })]);
  const sid = String(decodeJwt(decodeURIComponent(cookie.split('=')[1] ?? '')).sid);
  return { cookie, key: sessionKeys.session(createHash('sha256').update(sid).digest('hex')) };
}

async function setTimes(key: ReturnType<typeof sessionKeys.session>, lastSeenAt: number, absoluteEnd: number) {
  await db.send(new UpdateCommand({
    TableName: tableName(), Key: key, UpdateExpression: 'SET last_seen_at = :seen, absolute_expires_at = :end',
    ExpressionAttributeValues: { ':seen': lastSeenAt, ':end': absoluteEnd },
  }));
}

const profile = (cookie: string) => call(employees, 'GET', '/api/employees/myprofile', { cookie });

describe('staff session limits', () => {
  it('are 30 minutes idle and 12 hours absolute', () => {
    expect(sessionPolicy.staff).toEqual({ idleMs: 30 * minute, absoluteMs: 12 * 60 * minute });
    expect(sessionPolicy.client).toEqual({ idleMs: 7 * 24 * 60 * minute, absoluteMs: 30 * 24 * 60 * minute });
  });

  it('ends a session idle for more than 30 minutes', async () => {
    const { cookie, key } = await staffSession();
    await setTimes(key, Date.now() - 29 * minute, Date.now() + 60 * minute);
    expect((await profile(cookie)).status).toBe(200);
    await setTimes(key, Date.now() - 31 * minute, Date.now() + 60 * minute);
    expect((await profile(cookie)).status).toBe(401);
  });

  it('slides the idle expiry on use, but never past the absolute end', async () => {
    const { cookie, key } = await staffSession();
    await setTimes(key, Date.now() - 20 * minute, Date.now() + 60 * minute);
    expect((await profile(cookie)).status).toBe(200);
    const touched = await getItem(key, true);
    expect(Number(touched?.last_seen_at)).toBeGreaterThan(Date.now() - 5_000);
    await setTimes(key, Date.now() - 1 * minute, Date.now() - 1);
    expect((await profile(cookie)).status).toBe(401);
  });
});
