import { describe, expect, it } from 'vitest';
import { employeeProfile } from '#functions/contract/employees.ts';
import { handler as auth } from '#functions/auth/index.ts';
import { handler as employees } from '#functions/employees/index.ts';
import { call } from '#test/support/api.ts';
import { cookieOf, createClient, createEmployee, deactivateEmployee, testPassword } from '#test/support/fixtures.ts';

async function signIn(email: string, password = testPassword, ip = '10.0.0.1') {
  return call(auth, 'POST', '/api/login', { body: { email, password }, ip });
}

describe('staff sign-in', () => {
  it('answers the profile and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const admin = await createEmployee({ isAdmin: true }, { name: 'Ada Admin' });
    const res = await signIn(admin.email.toUpperCase());
    expect(res.status).toBe(200);
    const profile = employeeProfile.parse(res.json);
    expect(profile).toMatchObject({ id: admin.id, name: 'Ada Admin', email: admin.email, is_admin: true, must_change_password: false });
    expect(res.body).not.toMatch(/password_hash|argon2/);
    expect(res.cookies[0]).toMatch(/^cb_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const staff = await createEmployee();
    const wrong = await signIn(staff.email, 'not the password');
    const unknown = await signIn('nobody-here@example.com', 'whatever123');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } });
      expect(res.cookies).toEqual([]);
    }
  });

  it('reads the profile with the cookie, and logout ends the session on the server', async () => {
    const staff = await createEmployee();
    const cookie = cookieOf((await signIn(staff.email)).cookies);
    const me = await call(employees, 'GET', '/api/employees/myprofile', { cookie });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: staff.id });

    const out = await call(auth, 'DELETE', '/api/logout', { cookie });
    expect(out.status).toBe(204);
    expect(out.cookies[0]).toMatch(/^cb_session=; .*Max-Age=0/);
    const after = await call(employees, 'GET', '/api/employees/myprofile', { cookie });
    expect(after.status).toBe(401);
  });

  it('rejects a tampered cookie and a missing one', async () => {
    const staff = await createEmployee();
    const cookie = cookieOf((await signIn(staff.email)).cookies);
    const tampered = `${cookie.slice(0, -3)}abc`;
    expect((await call(employees, 'GET', '/api/employees/myprofile', { cookie: tampered })).status).toBe(401);
    expect((await call(employees, 'GET', '/api/employees/myprofile')).status).toBe(401);
  });

  it('ends access at once when the employee is deactivated', async () => {
    const staff = await createEmployee();
    const cookie = cookieOf((await signIn(staff.email)).cookies);
    await deactivateEmployee(staff.id);
    expect((await call(employees, 'GET', '/api/employees/myprofile', { cookie })).status).toBe(401);
    expect((await signIn(staff.email)).status).toBe(401);
  });

  it('never lets a client session use a staff route', async () => {
    const client = await createClient();
    const res = await call(auth, 'POST', '/api/client/log_in', { body: { email: client.email, password: testPassword } });
    const staffRoute = await call(employees, 'GET', '/api/employees/myprofile', { cookie: cookieOf(res.cookies) });
    expect(staffRoute.status).toBe(403);
  });

  it('refuses a cross-site or non-JSON sign-in attempt', async () => {
    const staff = await createEmployee();
    const foreign = await call(auth, 'POST', '/api/login', { body: { email: staff.email, password: testPassword }, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const form = await call(auth, 'POST', '/api/login', { body: `email=${staff.email}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
  });

  it('validates the body with field messages', async () => {
    const res = await call(auth, 'POST', '/api/login', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'bad_request', fields: { email: 'Email Not valid', password: "Password can't be blank" } } });
  });
});
