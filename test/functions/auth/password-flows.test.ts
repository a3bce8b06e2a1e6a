import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { handler as employees } from '#functions/employees/index.ts';
import { issueToken } from '#functions/lib/auth/password-tokens.ts';
import { endAllSessions } from '#functions/lib/auth/sessions.ts';
import { db } from '#functions/lib/db/client.ts';
import { call } from '#test/support/api.ts';
import { cookieOf, createClient, createEmployee, testPassword } from '#test/support/fixtures.ts';
import { lastMailTo, mailTo, tokenFrom } from '#test/support/mailbox.ts';

const newPassword = 'a brand new passphrase';
const login = (email: string, password: string) => call(auth, 'POST', '/api/login', { body: { email, password } });
const reset = (body: Record<string, string>, cookie?: string) =>
  call(auth, 'POST', '/api/employees/reset_password', { body, ...(cookie ? { cookie } : {}) });

describe('staff password reset by email', () => {
  it('answers 202 the same way for known and unknown addresses, and mails only the known one', async () => {
    const staff = await createEmployee();
    const known = await reset({ email: staff.email });
    const unknown = await reset({ email: 'nobody-at-all@example.com' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.json).toEqual(unknown.json);
    const mail = await lastMailTo(staff.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.body.text).toContain('http://localhost:3000/resetPassword?token=');
    // The one mail layout: an HTML part whose button carries the same link.
    expect(mail.body.html).toContain('href="http://localhost:3000/resetPassword?token=');
    expect(await mailTo('nobody-at-all@example.com')).toEqual([]);
  });

  it('sets the password with the emailed token, signs in, and ends the old sessions', async () => {
    const staff = await createEmployee();
    const oldCookie = cookieOf((await login(staff.email, testPassword)).cookies);
    await reset({ email: staff.email });
    const token = tokenFrom(await lastMailTo(staff.email));
    const res = await reset({ token, password: newPassword, password_confirmation: newPassword });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: staff.id });
    expect((await call(employees, 'GET', '/api/employees/myprofile', { cookie: cookieOf(res.cookies) })).status).toBe(200);
    expect((await call(employees, 'GET', '/api/employees/myprofile', { cookie: oldCookie })).status).toBe(401);
    expect((await login(staff.email, testPassword)).status).toBe(401);
    expect((await login(staff.email, newPassword)).status).toBe(200);
  });

  it('refuses a used token, a superseded token, and a made-up one with the same 422', async () => {
    const staff = await createEmployee();
    await reset({ email: staff.email });
    const first = tokenFrom(await lastMailTo(staff.email));
    await reset({ email: staff.email });
    const second = tokenFrom(await lastMailTo(staff.email));
    const body = (token: string) => ({ token, password: newPassword, password_confirmation: newPassword });
    const invalid = { error: { code: 'token_invalid', message: 'This link is invalid or has expired.' } };
    expect((await reset(body(first))).json).toEqual(invalid);
    expect((await reset(body(second))).status).toBe(200);
    expect((await reset(body(second))).json).toEqual(invalid);
    expect((await reset(body('made-up-token-1234567890'))).status).toBe(422);
  });

  it('refuses an expired token', async () => {
    const staff = await createEmployee();
    const token = await issueToken({ type: 'staff', id: staff.id }, 'reset', Date.now() - 31 * 60_000);
    expect((await reset({ token, password: newPassword, password_confirmation: newPassword })).status).toBe(422);
  });

  it("does not accept a client's token on the staff endpoint", async () => {
    const client = await createClient();
    const token = await issueToken({ type: 'client', id: client.id }, 'reset');
    expect((await reset({ token, password: newPassword, password_confirmation: newPassword })).status).toBe(422);
  });
});

describe('changing a password while signed in', () => {
  it('needs the current password, then issues a new session and ends every old one', async () => {
    const staff = await createEmployee();
    const other = cookieOf((await login(staff.email, testPassword)).cookies);
    const mine = cookieOf((await login(staff.email, testPassword)).cookies);
    const wrong = await reset({ current_password: 'not it at all', password: newPassword, password_confirmation: newPassword }, mine);
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({ error: { fields: { current_password: 'Current password is incorrect' } } });
    const ok = await reset({ current_password: testPassword, password: newPassword, password_confirmation: newPassword }, mine);
    expect(ok.status).toBe(200);
    const fresh = cookieOf(ok.cookies);
    expect(fresh).not.toBe(mine);
    expect((await call(employees, 'GET', '/api/employees/myprofile', { cookie: fresh })).status).toBe(200);
    expect((await call(employees, 'GET', '/api/employees/myprofile', { cookie: mine })).status).toBe(401);
    expect((await call(employees, 'GET', '/api/employees/myprofile', { cookie: other })).status).toBe(401);
  });

  it('gives a client a new session cookie too, and the old one is refused', async () => {
    const client = await createClient();
    const mine = cookieOf((await call(auth, 'POST', '/api/client/log_in', { body: { email: client.email, password: testPassword } })).cookies);
    const body = { current_password: testPassword, password: newPassword, password_confirmation: newPassword };
    const ok = await call(auth, 'POST', '/api/clients/password_update', { body, cookie: mine });
    expect(ok.status).toBe(200);
    expect((await call(auth, 'GET', '/api/client/profile', { cookie: cookieOf(ok.cookies) })).status).toBe(200);
    expect((await call(auth, 'GET', '/api/client/profile', { cookie: mine })).status).toBe(401);
  });

  it('ends every session even when DynamoDB leaves some deletes unprocessed', async () => {
    const staff = await createEmployee();
    const cookies = await Promise.all([1, 2, 3].map(async () => cookieOf((await login(staff.email, testPassword)).cookies)));
    const send = db.send.bind(db);
    let withheld = false;
    const spy = vi.spyOn(db, 'send').mockImplementation((async (command: unknown) => {
      if (!withheld && command instanceof BatchWriteCommand) {
        withheld = true; // answer the first batch as if DynamoDB had processed none of it
        return { UnprocessedItems: command.input.RequestItems };
      }
      return send(command as never);
    }) as typeof db.send);
    try {
      await endAllSessions('staff', staff.id);
    } finally {
      spy.mockRestore();
    }
    expect(withheld).toBe(true);
    for (const cookie of cookies) expect((await call(employees, 'GET', '/api/employees/myprofile', { cookie })).status).toBe(401);
  });

  it('is refused without a session', async () => {
    const res = await reset({ current_password: testPassword, password: newPassword, password_confirmation: newPassword });
    expect(res.status).toBe(401);
  });
});

describe('client passwords', () => {
  it('reset by email lands on the client reset screen and signs the client in', async () => {
    const client = await createClient();
    const asked = await call(auth, 'POST', '/api/clients/password_update', { body: { email: client.email } });
    expect(asked.status).toBe(202);
    const mail = await lastMailTo(client.email);
    expect(mail.body.text).toContain('/clients/resetPassword?token=');
    expect(mail.body.html).toContain('href="http://localhost:3000/clients/resetPassword?token=');
    const res = await call(auth, 'POST', '/api/clients/password_update', { body: { token: tokenFrom(mail), password: newPassword, password_confirmation: newPassword } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: client.id });
    const relogin = await call(auth, 'POST', '/api/client/log_in', { body: { email: client.email, password: newPassword } });
    expect(relogin.status).toBe(200);
  });
});
