// Runs against its own fresh table, so the first-admin case is real: no staff exist yet.
import { describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { issueToken } from '#functions/lib/auth/password-tokens.ts';
import { call } from '#test/support/api.ts';
import { createEmployee } from '#test/support/fixtures.ts';

const password = 'first admin passphrase';
const signUp = (body: Record<string, string>) => call(auth, 'POST', '/api/signup', { body });

describe('staff /signup', () => {
  it('creates the first admin once; afterwards without a token it is closed', async () => {
    expect((await call(auth, 'GET', '/api/signup_status')).json).toEqual({ first_admin_needed: true });
    const [first, second] = await Promise.all([
      signUp({ name: 'Founding Admin', email: 'founder@example.com', password, password_confirmation: password }),
      signUp({ name: 'Rival Admin', email: 'rival@example.com', password, password_confirmation: password }),
    ]);
    const statuses = [first?.status, second?.status].sort();
    expect(statuses).toEqual([201, 403]);
    const winner = first?.status === 201 ? first : second;
    expect(winner?.json).toMatchObject({ is_admin: true });
    expect(winner?.cookies[0]).toMatch(/^cb_session=/);
    expect((await call(auth, 'GET', '/api/signup_status')).json).toEqual({ first_admin_needed: false });
    const later = await signUp({ name: 'Late Comer', email: 'late@example.com', password, password_confirmation: password });
    expect(later.json).toEqual({ error: { code: 'forbidden', message: 'Staff accounts are created by your administrator.' } });
  });

  it('lets an invited employee set a password with the invitation token, once', async () => {
    const invited = await createEmployee({}, { name: 'Invited Person' });
    const token = await issueToken({ type: 'staff', id: invited.id }, 'invite');
    const res = await signUp({ token, password, password_confirmation: password });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ id: invited.id, name: 'Invited Person' });
    expect((await call(auth, 'POST', '/api/login', { body: { email: invited.email, password } })).status).toBe(200);
    expect((await signUp({ token, password, password_confirmation: password })).status).toBe(422);
  });

  it('does not take a reset token as an invitation', async () => {
    const staff = await createEmployee();
    const token = await issueToken({ type: 'staff', id: staff.id }, 'reset');
    expect((await signUp({ token, password, password_confirmation: password })).status).toBe(422);
  });
});
