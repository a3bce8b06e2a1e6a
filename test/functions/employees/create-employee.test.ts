import { beforeAll, describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { employeeAdmin } from '#functions/contract/employees.ts';
import { call } from '#test/support/api.ts';
import { createClient, cookieOf, testPassword } from '#test/support/fixtures.ts';
import { lastMailTo, tokenFrom } from '#test/support/mailbox.ts';
import {
  adminCount, api, putLocation, putSettings, setAdminCount, signIn, staffAs, uniqueEmail, uniqueName, type SignedIn,
} from '#test/functions/employees/employee-test-kit.ts';

let admin: SignedIn;
beforeAll(async () => {
  await putSettings({ practice_name: 'Glow Clinic', default_percentages: { service: 55, retail: 12, wellness: 18 } });
  admin = await staffAs('admin');
});

const create = (employee: Record<string, unknown>, who: { cookie: string } | null = admin) =>
  api('POST', '/api/employees/new', who ?? undefined, { body: { employee } });
const newcomer = (extra: Record<string, unknown> = {}) => ({ name: uniqueName('New Hire'), email: uniqueEmail('hire'), ...extra });

describe('POST /api/employees/new', () => {
  it('creates the employee with settings defaults, links in order, and answers EmployeeAdmin', async () => {
    const [north, south] = [await putLocation(uniqueName('North')), await putLocation(uniqueName('South'))];
    const mentor = await staffAs('mentor');
    const body = newcomer({ vendor_name: 'Hire LLC', location_ids: [south.id, north.id], mentors: [{ mentor_id: mentor.id, mentor_percentage: 10 }] });
    const res = await create(body);
    expect(res.status).toBe(201);
    const created = employeeAdmin.parse(res.json);
    expect(created).toMatchObject({
      name: body.name, email: body.email, vendor_name: 'Hire LLC', active: true, version: 1,
      service_percentage: 55, retail_percentage: 12, wellness_percentage: 18, is_admin: false, has_access_only_to: ['all'],
      employee_locations: [
        { id: south.id, location: { id: south.id, name: south.name }, position: 1 },
        { id: north.id, location: { id: north.id, name: north.name }, position: 2 },
      ],
      employee_mentors: [{ id: mentor.id, mentor: { id: mentor.id, name: mentor.name }, mentor_percentage: 10 }],
    });
    expect(created.reference_number).toMatch(/^[A-Z]{20}$/);
    expect(res.body).not.toMatch(/password|token|GSI1PK/);
    const listed = await api('GET', '/api/employees', admin);
    expect(listed.json).toContainEqual(created);
  });

  it('emails an invitation whose /signup link sets the password (no password field on create)', async () => {
    const body = newcomer({ password: 'ignored passphrase' });
    expect((await create(body)).status).toBe(201);
    expect((await signIn(body.email, 'ignored passphrase')).status).toBe(401);
    const mail = await lastMailTo(body.email);
    expect(mail.subject).toBe('Welcome to Glow Clinic');
    expect(mail.body.text).toContain('http://localhost:3000/signup?token=');
    expect(mail.body.text).toContain('7 days');
    expect(mail.body.html).toContain('href="http://localhost:3000/signup?token=');
    const password = 'invited passphrase';
    const signUp = await call(auth, 'POST', '/api/signup', { body: { token: tokenFrom(mail), password, password_confirmation: password } });
    expect(signUp.status).toBe(201);
    expect((await signIn(body.email, password)).status).toBe(200);
  });

  it('keeps percentages that are sent, 0 included', async () => {
    const res = await create(newcomer({ service_percentage: 0, retail_percentage: 30, wellness_percentage: 5 }));
    expect(res.json).toMatchObject({ service_percentage: 0, retail_percentage: 30, wellness_percentage: 5 });
  });

  it('counts a new admin in the active-admin counter (recounted when it is missing)', async () => {
    await setAdminCount(null);
    expect((await create(newcomer({ is_admin: true }))).json).toMatchObject({ is_admin: true });
    const listed = employeeAdmin.array().parse((await api('GET', '/api/employees', admin)).json);
    const admins = listed.filter((e) => e.is_admin).length;
    expect(admins).toBeGreaterThanOrEqual(2);
    expect(await adminCount()).toBe(admins);
    expect((await create(newcomer({ is_admin: true }))).status).toBe(201);
    expect(await adminCount()).toBe(admins + 1);
  });

  it.each([
    ['a blank name', { name: '  ' }, { name: "Name can't be blank" }],
    ['a missing email', { email: undefined }, { email: "Email can't be blank" }],
    ['a malformed email', { email: 'not-an-email' }, { email: 'Email Not valid' }],
    ['a percentage over 100', { retail_percentage: 101 }, { retail_percentage: expect.any(String) as unknown }],
    ['a malformed location id', { location_ids: ['nope'] }, { 'location_ids.0': 'Not a valid id' }],
  ])('refuses %s with 400', async (_label, change, fields) => {
    const res = await create(newcomer(change));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'bad_request', fields } });
  });

  it('refuses a taken email (any case) with 422', async () => {
    const other = await staffAs('employee');
    const res = await create(newcomer({ email: other.email.toUpperCase() }));
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ error: { code: 'validation_failed', message: 'Please correct the highlighted fields.', fields: { email: 'Email already taken' } } });
  });

  it('refuses a taken name (any case or spacing) with 422', async () => {
    const other = await staffAs('employee');
    const res = await create(newcomer({ name: ` ${other.name.toUpperCase()} ` }));
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { fields: { name: 'Name already taken' } } });
  });

  it('refuses an unknown location with 422 and writes nothing', async () => {
    const body = newcomer({ location_ids: ['01ARZ3NDEKTSV4RRFFQ69G5FAV'] });
    const res = await create(body);
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { fields: { location_ids: expect.stringContaining('01ARZ3NDEKTSV4RRFFQ69G5FAV') as unknown } } });
    expect((await create({ ...body, location_ids: [] })).status).toBe(201);
  });

  it('refuses an archived location with 422', async () => {
    const archived = await putLocation(uniqueName('Old Site'), { archived: true });
    const res = await create(newcomer({ location_ids: [archived.id] }));
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { fields: { location_ids: expect.any(String) as unknown } } });
  });

  it('refuses a mentor who is not a mentor with 422 "{name} is not a mentor"', async () => {
    const plain = await staffAs('employee');
    const res = await create(newcomer({ mentors: [{ mentor_id: plain.id, mentor_percentage: 5 }] }));
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { code: 'validation_failed', fields: { mentors: `${plain.name} is not a mentor` } } });
  });

  it('refuses mentors whose share overruns the service percentage with 422', async () => {
    const mentor = await staffAs('mentor');
    const res = await create(newcomer({ service_percentage: 80, mentors: [{ mentor_id: mentor.id, mentor_percentage: 25 }] }));
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      error: { fields: { mentors: 'Overall assigned percentage exceeded. (service_percentage + mentors percentage = 105)' } },
    });
  });

  it('refuses the same mentor twice with 400', async () => {
    const mentor = await staffAs('mentor');
    const twice = [{ mentor_id: mentor.id, mentor_percentage: 5 }, { mentor_id: mentor.id, mentor_percentage: 6 }];
    expect((await create(newcomer({ mentors: twice }))).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await create(newcomer(), null)).status).toBe(401);
    for (const role of ['employee', 'manager', 'mentor'] as const) {
      expect((await create(newcomer(), await staffAs(role))).status).toBe(403);
    }
    const client = await createClient();
    const clientLogin = await call(auth, 'POST', '/api/client/log_in', { body: { email: client.email, password: testPassword } });
    expect((await create(newcomer(), { cookie: cookieOf(clientLogin.cookies) })).status).toBe(403);
  });
});
