import { beforeAll, describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { employeeAdmin, employeeManagerView, type EmployeeAdmin } from '#functions/contract/employees.ts';
import { normName } from '#functions/lib/db/keys.ts';
import { call } from '#test/support/api.ts';
import { cookieOf, createClient, testPassword } from '#test/support/fixtures.ts';
import {
  api, putLocation, staffAs, uniqueEmail, uniqueName, type SignedIn,
} from '#test/functions/employees/employee-test-kit.ts';

let admin: SignedIn;
let manager: SignedIn;
let staff: SignedIn;
let mentor: SignedIn;
let mentee: EmployeeAdmin;
let removed: SignedIn;
let locations: { id: string; name: string }[];

beforeAll(async () => {
  [admin, manager, staff, mentor, removed] = await Promise.all([
    staffAs('admin'), staffAs('manager'), staffAs('employee'), staffAs('mentor'), staffAs('mentor'),
  ]);
  locations = [await putLocation(uniqueName('East')), await putLocation(uniqueName('West'))];
  const res = await api('POST', '/api/employees/new', admin, { body: { employee: {
    name: uniqueName('Mentee'), email: uniqueEmail('mentee'), vendor_name: 'Mentee Vendor',
    location_ids: locations.map((l) => l.id), mentors: [{ mentor_id: mentor.id, mentor_percentage: 10 }],
  } } });
  mentee = employeeAdmin.parse(res.json);
  await api('DELETE', `/api/employees/${removed.id}`, admin);
});

const ids = (list: unknown) => (list as { id: string }[]).map((e) => e.id);

describe('GET /api/employees', () => {
  it('gives admins the full view of active employees, by name, with their links', async () => {
    const res = await api('GET', '/api/employees', admin);
    expect(res.status).toBe(200);
    const list = employeeAdmin.array().parse(res.json);
    expect(list.find((e) => e.id === mentee.id)).toEqual(mentee);
    expect(ids(list)).not.toContain(removed.id);
    const names = list.map((e) => normName(e.name));
    expect(names).toEqual([...names].sort());
  });

  it('gives inventory managers the view without pay, vendor or Stripe fields', async () => {
    const list = (await api('GET', '/api/employees', manager)).json as Record<string, unknown>[];
    const entry = list.find((e) => e.id === mentee.id);
    expect(entry).toEqual(employeeManagerView.parse(mentee));
    for (const key of ['vendor_name', 'service_percentage', 'retail_percentage', 'wellness_percentage', 'reference_number', 'stripe_account_id', 'instant_pay', 'plan']) {
      expect(entry).not.toHaveProperty(key);
    }
  });

  it('gives other staff a directory of {id, name, is_mentor}', async () => {
    for (const who of [staff, mentor]) {
      const list = (await api('GET', '/api/employees', who)).json as Record<string, unknown>[];
      expect(list).toContainEqual({ id: mentor.id, name: mentor.name, is_mentor: true });
      expect(list).toContainEqual({ id: mentee.id, name: mentee.name, is_mentor: false });
      expect(list.every((e) => Object.keys(e).sort().join() === 'id,is_mentor,name')).toBe(true);
    }
  });

  it('lists active mentors as refs with type=mentor, for any staff', async () => {
    const res = await api('GET', '/api/employees?type=mentor', staff);
    expect(res.json).toContainEqual({ id: mentor.id, name: mentor.name });
    expect(ids(res.json)).not.toContain(removed.id);
    expect(ids(res.json)).not.toContain(staff.id);
  });

  it('lists the mentors not yet assigned to an employee, without the employee', async () => {
    const other = await staffAs('mentor');
    const res = await api('GET', `/api/employees?type=mentor&mentor_for_employee_id=${mentee.id}`, admin);
    expect(res.json).toContainEqual({ id: other.id, name: other.name });
    expect(ids(res.json)).not.toContain(mentor.id);
    const forSelf = await api('GET', `/api/employees?type=mentor&mentor_for_employee_id=${mentor.id}`, admin);
    expect(ids(forSelf.json)).not.toContain(mentor.id);
    expect(ids(forSelf.json)).toContain(other.id);
  });

  it('lets a non-admin ask only about themself', async () => {
    expect((await api('GET', `/api/employees?type=mentor&mentor_for_employee_id=${staff.id}`, staff)).status).toBe(200);
    expect((await api('GET', `/api/employees?type=mentor&mentor_for_employee_id=${mentee.id}`, staff)).status).toBe(403);
    expect((await api('GET', `/api/employees?type=mentor&mentor_for_employee_id=${mentee.id}`, manager)).status).toBe(403);
  });

  it('answers 404 for an unknown employee in mentor_for_employee_id', async () => {
    expect((await api('GET', '/api/employees?type=mentor&mentor_for_employee_id=01ARZ3NDEKTSV4RRFFQ69G5FAV', admin)).status).toBe(404);
  });

  it('refuses any other type with 400 "Type is not valid"', async () => {
    const res = await api('GET', '/api/employees?type=admin', admin);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'bad_request', fields: { type: 'Type is not valid' } } });
  });

  it('refuses anonymous callers with 401 and clients with 403', async () => {
    expect((await api('GET', '/api/employees')).status).toBe(401);
    const client = await createClient();
    const login = await call(auth, 'POST', '/api/client/log_in', { body: { email: client.email, password: testPassword } });
    expect((await api('GET', '/api/employees', { cookie: cookieOf(login.cookies) })).status).toBe(403);
  });
});

describe('GET /api/employees_only', () => {
  it('gives admins the full view and inventory managers the trimmed one', async () => {
    const full = employeeAdmin.array().parse((await api('GET', '/api/employees_only', admin)).json);
    expect(full.find((e) => e.id === mentee.id)).toEqual(mentee);
    const trimmed = (await api('GET', '/api/employees_only', manager)).json as Record<string, unknown>[];
    expect(trimmed.find((e) => e.id === mentee.id)).toEqual(employeeManagerView.parse(mentee));
  });

  it('refuses other staff with 403', async () => {
    expect((await api('GET', '/api/employees_only', staff)).status).toBe(403);
    expect((await api('GET', '/api/employees_only', mentor)).status).toBe(403);
    expect((await api('GET', '/api/employees_only')).status).toBe(401);
  });
});

describe('GET /api/employee_schedules and /api/mentors', () => {
  it('lists who works where, for any staff', async () => {
    const res = await api('GET', '/api/employee_schedules', staff);
    expect(res.status).toBe(200);
    const rows = res.json as { id: string }[];
    expect(rows.find((r) => r.id === mentee.id)).toEqual({
      id: mentee.id, name: mentee.name,
      employee_locations: locations.map((l) => ({ id: l.id, location: l })),
    });
    expect(rows.find((r) => r.id === staff.id)).toEqual({ id: staff.id, name: staff.name, employee_locations: [] });
    expect(ids(rows)).not.toContain(removed.id);
  });

  it('lists active mentors as refs, for any staff but not anonymously', async () => {
    const res = await api('GET', '/api/mentors', staff);
    expect(res.json).toContainEqual({ id: mentor.id, name: mentor.name });
    expect(ids(res.json)).not.toContain(removed.id);
    expect((await api('GET', '/api/mentors')).status).toBe(401);
  });
});
