import { describe, expect, it } from 'vitest';
import { sessionAnswer } from '#functions/contract/session.ts';
import { handler as auth } from '#functions/auth/index.ts';
import { call } from '#test/support/api.ts';
import { deactivateEmployee } from '#test/support/fixtures.ts';
import { signInClient, signInStaff } from '#test/support/sessions.ts';

const probe = (cookie?: string) => call(auth, 'GET', '/api/session', cookie === undefined ? {} : { cookie });

describe('GET /api/session', () => {
  it('answers 200 with kind null to a visitor, so a signed-out page load logs no failed request', async () => {
    const res = await probe();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ kind: null });
  });

  it('answers the staff profile to a signed-in staff member', async () => {
    const staff = await signInStaff({ isAdmin: true }, { name: 'Sasha Session' });
    const res = await probe(staff.cookie);
    expect(res.status).toBe(200);
    const answer = sessionAnswer.parse(res.json);
    expect(answer).toMatchObject({ kind: 'staff', profile: { id: staff.id, name: 'Sasha Session', is_admin: true, must_change_password: false } });
    expect(res.body).not.toMatch(/password_hash|argon2|employees_inventories/);
  });

  it('answers the client profile to a signed-in client', async () => {
    const client = await signInClient();
    const answer = sessionAnswer.parse((await probe(client.cookie)).json);
    expect(answer).toMatchObject({ kind: 'client', profile: { id: client.id, email: client.email } });
  });

  it('answers nobody for a deactivated employee and for a tampered cookie', async () => {
    const staff = await signInStaff();
    await deactivateEmployee(staff.id);
    expect((await probe(staff.cookie)).json).toEqual({ kind: null });
    const other = await signInStaff();
    const tampered = await probe(`${other.cookie.slice(0, -3)}abc`);
    expect([tampered.status, tampered.json]).toEqual([200, { kind: null }]);
  });
});
