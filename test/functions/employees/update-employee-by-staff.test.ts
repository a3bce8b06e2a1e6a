import { beforeAll, describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { employeeProfile } from '#functions/contract/employees.ts';
import { call } from '#test/support/api.ts';
import { cookieOf, createClient, testPassword } from '#test/support/fixtures.ts';
import { api, staffAs, uniqueEmail, versionOf, type SignedIn } from '#test/functions/employees/employee-test-kit.ts';

let admin: SignedIn;
beforeAll(async () => {
  admin = await staffAs('admin');
});

const patch = (id: string, employee: Record<string, unknown>, who: { cookie: string } = admin) =>
  api('PATCH', `/api/employees/${id}`, who, { body: { employee } });

describe('PATCH /api/employees/{id} by other staff', () => {
  it('lets an employee change their own vendor name and Pay Faster default, answering their profile', async () => {
    const staff = await staffAs('employee');
    const res = await patch(staff.id, { version: 1, vendor_name: 'My Vendor', instant_pay: true }, staff);
    expect(res.status).toBe(200);
    expect(employeeProfile.parse(res.json)).toMatchObject({ id: staff.id, vendor_name: 'My Vendor', instant_pay: true, version: 2, must_change_password: false });
  });

  it('refuses their own roles, percentages or email with 403 and changes nothing', async () => {
    const staff = await staffAs('employee');
    for (const change of [{ is_admin: true }, { is_inv_manager: true }, { service_percentage: 90 }, { email: uniqueEmail('me') }]) {
      const res = await patch(staff.id, { version: 1, ...change }, staff);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect(await versionOf(staff.id)).toBe(1);
  });

  it('refuses another employee with 403, for employees, mentors and inventory managers alike', async () => {
    const target = await staffAs('employee');
    for (const role of ['employee', 'mentor', 'manager'] as const) {
      const res = await patch(target.id, { version: 1, vendor_name: 'Hijack' }, await staffAs(role));
      expect(res.status).toBe(403);
    }
    expect(await versionOf(target.id)).toBe(1);
  });

  it('limits an inventory manager to the same self fields', async () => {
    const manager = await staffAs('manager');
    expect((await patch(manager.id, { version: 1, is_admin: true }, manager)).status).toBe(403);
    expect((await patch(manager.id, { version: 1, instant_pay: true }, manager)).status).toBe(200);
  });

  it('refuses a stale version of their own record with 409', async () => {
    const staff = await staffAs('employee');
    expect((await patch(staff.id, { version: 1, instant_pay: true }, staff)).status).toBe(200);
    expect((await patch(staff.id, { version: 1, instant_pay: false }, staff)).status).toBe(409);
  });

  it('refuses anonymous callers with 401 and clients with 403', async () => {
    const staff = await staffAs('employee');
    const anonymous = await api('PATCH', `/api/employees/${staff.id}`, undefined, { body: { version: 1 } });
    expect(anonymous.status).toBe(401);
    const client = await createClient();
    const login = await call(auth, 'POST', '/api/client/log_in', { body: { email: client.email, password: testPassword } });
    expect((await patch(staff.id, { version: 1 }, { cookie: cookieOf(login.cookies) })).status).toBe(403);
  });
});
