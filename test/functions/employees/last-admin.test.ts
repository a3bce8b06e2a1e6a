// Runs against its own fresh table, so "the only admin" is real: one admin exists at the start.
import { describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { employeeAdmin } from '#functions/contract/employees.ts';
import { call } from '#test/support/api.ts';
import { cookieOf } from '#test/support/fixtures.ts';
import { lastMailTo, tokenFrom } from '#test/support/mailbox.ts';
import {
  adminCount, api, setAdminCount, staffAs, uniqueEmail, versionOf, type SignedIn,
} from '#test/functions/employees/employee-test-kit.ts';

const lastAdmin = { error: { code: 'last_admin', message: 'At least one admin must remain.' } };
const demote = async (who: SignedIn, id: string) =>
  api('PATCH', `/api/employees/${id}`, who, { body: { version: await versionOf(id), is_admin: false } });

/** An admin created through the API, who accepts the invitation and signs in. */
async function invitedAdmin(by: SignedIn): Promise<SignedIn> {
  const email = uniqueEmail('second-admin');
  const res = await api('POST', '/api/employees/new', by, { body: { employee: { name: 'Second Admin', email, is_admin: true } } });
  const { id, name } = employeeAdmin.parse(res.json);
  const password = 'second admin passphrase';
  const token = tokenFrom(await lastMailTo(email));
  const signUp = await call(auth, 'POST', '/api/signup', { body: { token, password, password_confirmation: password } });
  return { id, name, email, cookie: cookieOf(signUp.cookies) };
}

describe('the last admin', () => {
  it('cannot lose is_admin; with a second admin it can, and then the second one cannot', async () => {
    const first = await staffAs('admin');
    const alone = await demote(first, first.id);
    expect(alone.status).toBe(409);
    expect(alone.json).toEqual(lastAdmin);
    expect(await adminCount()).toBe(1);

    const second = await invitedAdmin(first);
    expect(await adminCount()).toBe(2);
    const stepDown = await demote(first, first.id);
    expect(stepDown.status).toBe(200);
    expect(stepDown.json).toMatchObject({ id: first.id, is_admin: false, must_change_password: false });
    expect(await adminCount()).toBe(1);

    expect((await demote(second, second.id)).json).toEqual(lastAdmin);
    expect((await api('GET', '/api/employees_only', first)).status).toBe(403);
  });

  it('cannot be removed: the counter guards removal as well', async () => {
    const [a, b] = [await staffAs('admin'), await staffAs('admin')];
    // Pretend a concurrent removal already took the count down to one.
    await setAdminCount(1);
    const res = await api('DELETE', `/api/employees/${b.id}`, a);
    expect(res.status).toBe(409);
    expect(res.json).toEqual(lastAdmin);
    expect((await api('GET', '/api/employees/myprofile', b)).status).toBe(200);
  });
});
