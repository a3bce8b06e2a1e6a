import { describe, expect, it } from 'vitest';
import { clientKeys } from '#functions/model/client-keys.ts';
import { clientProfile } from '#functions/contract/auth.ts';
import { handler as auth } from '#functions/auth/index.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { handler as employees } from '#functions/employees/index.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { call } from '#test/support/api.ts';
import { cookieOf, createEmployee, testPassword } from '#test/support/fixtures.ts';

const signUp = (client: Record<string, string>, extra: Record<string, string> = {}) =>
  call(auth, 'POST', '/api/client/sign_up', { body: { client, ...extra } });
const valid = (email: string) => ({ name: 'Mia', last_name: 'Lopez', email, password: testPassword, password_confirmation: testPassword });

describe('client sign-up', () => {
  it('creates the client, signs them in, and keeps the browser time zone', async () => {
    const res = await signUp(valid('Mia.Lopez@Example.com'), { timezone: 'America/Denver' });
    expect(res.status).toBe(201);
    const profile = clientProfile.parse(res.json);
    expect(profile).toMatchObject({ name: 'Mia', last_name: 'Lopez', email: 'mia.lopez@example.com', timezone: 'America/Denver', must_change_password: false });
    // The confirm page reads it to show the deposit due before Confirm (issue 22 fix 1).
    expect(profile).toMatchObject({ online_booking_payment_policy: { no_payment_required: false, requires_full_payment: false } });
    expect(profile.notification_settings.do_not_email).toBe(false);
    const me = await call(auth, 'GET', '/api/client/profile', { cookie: cookieOf(res.cookies) });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: profile.id });
  });

  it('refuses a taken email (ignoring case) with 422 on the email field', async () => {
    await signUp(valid('taken@example.com'));
    const res = await signUp(valid('TAKEN@example.com'));
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ error: { code: 'validation_failed', message: 'Please correct the highlighted fields.', fields: { email: 'Email already taken' } } });
  });

  it('checks the form: blank last name, bad email, short and mismatched passwords', async () => {
    const res = await signUp({ name: 'Mia', email: 'nope', password: 'short', password_confirmation: 'other' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { fields: {
      'client.last_name': "Last name can't be blank",
      'client.email': 'Email Not valid',
      'client.password': 'Password must be at least 8 characters',
    } } });
    const mismatch = await signUp({ ...valid('mismatch@example.com'), password_confirmation: 'different pass' });
    expect(mismatch.json).toMatchObject({ error: { fields: { 'client.password_confirmation': 'Passwords do not match' } } });
  });

  it("links the client to the employee whose referral code was used", async () => {
    const staff = await createEmployee();
    const employee = await getItem(employeeKeys.employee(staff.id));
    const res = await signUp(valid('referred@example.com'), { ref: String(employee?.reference_number) });
    const id = clientProfile.parse(res.json).id;
    const link = await getItem(clientKeys.employeeClient(staff.id, id));
    expect(link).toMatchObject({ employee_id: staff.id, client_id: id });
    expect(await getItem(clientKeys.client(id))).toMatchObject({ referred_employee_id: staff.id });
  });

  it('gives a client session no staff access, and a staff session no client access', async () => {
    const client = await signUp(valid('sessions@example.com'));
    expect((await call(employees, 'GET', '/api/employees/myprofile', { cookie: cookieOf(client.cookies) })).status).toBe(403);
    const staff = await createEmployee();
    const staffLogin = await call(auth, 'POST', '/api/login', { body: { email: staff.email, password: testPassword } });
    expect((await call(auth, 'GET', '/api/client/profile', { cookie: cookieOf(staffLogin.cookies) })).status).toBe(403);
  });

  it('logs a client out and the old cookie stops working', async () => {
    const res = await signUp(valid('logout@example.com'));
    const cookie = cookieOf(res.cookies);
    expect((await call(auth, 'DELETE', '/api/client/log_out', { cookie })).status).toBe(204);
    expect((await call(auth, 'GET', '/api/client/profile', { cookie })).status).toBe(401);
  });
});
