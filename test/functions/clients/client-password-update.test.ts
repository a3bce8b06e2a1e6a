// POST /api/clients/password_update while signed in (REFERENCE §4.1): the third mode of the client
// password endpoint, with the current password; the invitation a staff-created client receives is
// redeemed through the same endpoint.
import { describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { call } from '#test/support/api.ts';
import { testPassword } from '#test/support/fixtures.ts';
import { lastMailTo, tokenFrom } from '#test/support/mailbox.ts';
import { signInClient, signInStaff } from '#test/support/sessions.ts';
import { createClientAs } from '#test/functions/clients/client-kit.ts';

const next = 'a brand new passphrase';

describe('client password_update', () => {
  it('changes the signed-in client’s password with the current one, and refuses a wrong one', async () => {
    const client = await signInClient();
    const update = (body: Record<string, string>) => call(auth, 'POST', '/api/clients/password_update', { cookie: client.cookie, body });
    expect((await update({ current_password: 'wrong password', password: next, password_confirmation: next })).status).toBe(422);
    const ok = await update({ current_password: testPassword, password: next, password_confirmation: next });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ id: client.id, email: client.email });
    expect((await call(auth, 'POST', '/api/client/log_in', { body: { email: client.email, password: next } })).status).toBe(200);
  });

  it('lets a client created by staff set a first password from the invitation', async () => {
    const staff = await signInStaff();
    const created = await createClientAs(staff.cookie);
    const token = tokenFrom(await lastMailTo(created.email));
    const res = await call(auth, 'POST', '/api/clients/password_update', { body: { token, password: next, password_confirmation: next } });
    expect(res.status).toBe(200);
    expect(res.cookies.length).toBe(1);
    expect((await call(auth, 'POST', '/api/client/log_in', { body: { email: created.email, password: next } })).status).toBe(200);
  });
});
