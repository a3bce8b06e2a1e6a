import { beforeAll, describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { employeeAdmin, employeeProfile } from '#functions/contract/employees.ts';
import { call } from '#test/support/api.ts';
import { handler as employees } from '#functions/employees/index.ts';
import { lastMailTo, mailTo, tokenFrom } from '#test/support/mailbox.ts';
import {
  api, archiveLocation, putLocation, putSettings, signIn, staffAs, uniqueName, type SignedIn,
} from '#test/functions/employees/employee-test-kit.ts';

let admin: SignedIn;
let staff: SignedIn;
let locations: { id: string; name: string }[];

beforeAll(async () => {
  await putSettings({ deposit_amount_cents: 7500 });
  admin = await staffAs('admin');
  staff = await staffAs('employee');
  locations = [await putLocation(uniqueName('Uptown')), await putLocation(uniqueName('Midtown')), await putLocation(uniqueName('Harbor'))];
  const [uptown, midtown, harbor] = locations;
  await api('PATCH', `/api/employees/${staff.id}`, admin, { body: { employee: { version: 1, location_ids: [midtown?.id, harbor?.id, uptown?.id] } } });
});

describe('GET /api/employees/myprofile', () => {
  it('answers the signed-in employee with their links', async () => {
    const profile = employeeProfile.parse((await api('GET', '/api/employees/myprofile', staff)).json);
    expect(profile).toMatchObject({ id: staff.id, name: staff.name, must_change_password: false });
    expect(profile.employee_locations.map((l) => l.position)).toEqual([1, 2, 3]);
  });
});

describe('GET /api/employees/{id}/locations', () => {
  const expected = () => {
    const [uptown, midtown, harbor] = locations;
    return [{ ...midtown, position: 1 }, { ...harbor, position: 2 }, { ...uptown, position: 3 }];
  };

  it('gives the employee their own locations, primary first', async () => {
    const res = await api('GET', `/api/employees/${staff.id}/locations`, staff);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expected());
  });

  it('lets admins and inventory managers read anyone', async () => {
    expect((await api('GET', `/api/employees/${staff.id}/locations`, admin)).json).toEqual(expected());
    expect((await api('GET', `/api/employees/${staff.id}/locations`, await staffAs('manager'))).json).toEqual(expected());
  });

  it('refuses other staff with 403 and anonymous callers with 401', async () => {
    expect((await api('GET', `/api/employees/${staff.id}/locations`, await staffAs('employee'))).status).toBe(403);
    expect((await api('GET', `/api/employees/${staff.id}/locations`, await staffAs('mentor'))).status).toBe(403);
    expect((await api('GET', `/api/employees/${staff.id}/locations`)).status).toBe(401);
  });

  it('answers 404 for an unknown employee', async () => {
    expect((await api('GET', '/api/employees/01ARZ3NDEKTSV4RRFFQ69G5FAV/locations', admin)).status).toBe(404);
  });
});

describe('GET /api/client/employees/{id}', () => {
  it('is public and shows nothing private; archived locations drop out', async () => {
    const archived = await putLocation(uniqueName('Closed'));
    const hired = await api('POST', '/api/employees/new', admin, { body: { employee: {
      name: uniqueName('Provider'), email: `provider-${Date.now()}@example.com`, require_deposit: true,
      location_ids: [archived.id, ...locations.map((l) => l.id)],
    } } });
    const { id, name } = employeeAdmin.parse(hired.json);
    await archiveLocation(archived.id);
    const res = await api('GET', `/api/client/employees/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id, name, profile_photo_url: null, require_deposit: true, deposit_amount_cents: 7500,
      locations: locations.map((l, i) => ({ ...l, position: i + 2 })),
    });
  });

  it('answers 404 for an unknown employee and 400 for a malformed id', async () => {
    expect((await api('GET', '/api/client/employees/01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    expect((await api('GET', '/api/client/employees/not-an-id')).status).toBe(400);
  });
});

describe('GET /api/employees/{id}/send_reset_password_link', () => {
  it('emails a 30-minute reset link that sets a new password', async () => {
    const target = await staffAs('employee');
    const res = await api('GET', `/api/employees/${target.id}/send_reset_password_link`, admin);
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ message: 'Reset link sent.' });
    const mail = await lastMailTo(target.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.body.text).toContain('http://localhost:3000/resetPassword?token=');
    expect(mail.body.text).toContain('30 minutes');
    expect(mail.body.html).toContain('href="http://localhost:3000/resetPassword?token=');
    const password = 'reset by admin passphrase';
    const reset = await call(auth, 'POST', '/api/employees/reset_password', { body: { token: tokenFrom(mail), password, password_confirmation: password } });
    expect(reset.status).toBe(200);
    expect((await signIn(target.email, password)).status).toBe(200);
  });

  it('is for admins only, and answers 404 for an unknown employee', async () => {
    const target = await staffAs('employee');
    expect((await api('GET', `/api/employees/${target.id}/send_reset_password_link`)).status).toBe(401);
    expect((await api('GET', `/api/employees/${target.id}/send_reset_password_link`, target)).status).toBe(403);
    expect((await api('GET', `/api/employees/${target.id}/send_reset_password_link`, await staffAs('manager'))).status).toBe(403);
    expect((await api('GET', '/api/employees/01ARZ3NDEKTSV4RRFFQ69G5FAV/send_reset_password_link', admin)).status).toBe(404);
  });

  it('cannot be fired by a cross-site link or navigation', async () => {
    const target = await staffAs('employee');
    const path = `/api/employees/${target.id}/send_reset_password_link`;
    const crossSite = await call(employees, 'GET', path, { cookie: admin.cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json).toMatchObject({ error: { code: 'forbidden_origin' } });
    expect((await call(employees, 'GET', path, { cookie: admin.cookie, headers: { 'sec-fetch-site': undefined } })).status).toBe(403);
    expect(await mailTo(target.email)).toEqual([]);
    const fromApp = await call(employees, 'GET', path, { cookie: admin.cookie, headers: { 'sec-fetch-site': undefined, origin: 'http://localhost:3000' } });
    expect(fromApp.status).toBe(202);
  });
});
