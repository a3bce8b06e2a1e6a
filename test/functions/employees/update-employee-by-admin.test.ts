import { beforeAll, describe, expect, it } from 'vitest';
import { employeeAdmin, type EmployeeAdmin } from '#functions/contract/employees.ts';
import {
  api, putLocation, signIn, staffAs, uniqueEmail, uniqueName, versionOf, type SignedIn,
} from '#test/functions/employees/employee-test-kit.ts';

let admin: SignedIn;
beforeAll(async () => {
  admin = await staffAs('admin');
});

const patch = (id: string, employee: Record<string, unknown>, who: { cookie: string } = admin) =>
  api('PATCH', `/api/employees/${id}`, who, { body: { employee } });

async function hire(extra: Record<string, unknown> = {}): Promise<EmployeeAdmin> {
  const res = await api('POST', '/api/employees/new', admin, { body: { employee: { name: uniqueName('Hire'), email: uniqueEmail('hire'), ...extra } } });
  if (res.status !== 201) throw new Error(res.body);
  return employeeAdmin.parse(res.json);
}

describe('PATCH /api/employees/{id} by an admin', () => {
  it('changes fields and roles, bumps the version and answers EmployeeAdmin', async () => {
    const hired = await hire();
    const res = await patch(hired.id, {
      version: 1, vendor_name: 'Vendor Co', gfe: true, service_percentage: 70, has_access_only_to: ['Botox'],
      require_deposit: true, is_inv_manager: true, is_mentor: true,
    });
    expect(res.status).toBe(200);
    const updated = employeeAdmin.parse(res.json);
    expect(updated).toMatchObject({
      id: hired.id, version: 2, vendor_name: 'Vendor Co', gfe: true, service_percentage: 70, retail_percentage: hired.retail_percentage,
      has_access_only_to: ['Botox'], require_deposit: true, is_inv_manager: true, is_mentor: true,
    });
    expect(res.json).not.toHaveProperty('must_change_password');
    expect((await api('GET', '/api/mentors', admin)).json).toContainEqual({ id: hired.id, name: hired.name });
  });

  it('replaces the location set, in the order given', async () => {
    const [a, b, c] = [await putLocation(uniqueName('A')), await putLocation(uniqueName('B')), await putLocation(uniqueName('C'))];
    const hired = await hire({ location_ids: [a.id, b.id] });
    const res = await patch(hired.id, { version: 1, location_ids: [c.id, a.id] });
    expect(res.status).toBe(200);
    expect(employeeAdmin.parse(res.json).employee_locations).toEqual([
      { id: c.id, location: c, position: 1 },
      { id: a.id, location: a, position: 2 },
    ]);
  });

  it('replaces the mentor set', async () => {
    const [m1, m2] = [await staffAs('mentor'), await staffAs('mentor')];
    const hired = await hire({ mentors: [{ mentor_id: m1.id, mentor_percentage: 10 }] });
    const res = await patch(hired.id, { version: 1, mentors: [{ mentor_id: m2.id, mentor_percentage: 15 }] });
    expect(employeeAdmin.parse(res.json).employee_mentors).toEqual([{ id: m2.id, mentor: { id: m2.id, name: m2.name }, mentor_percentage: 15 }]);
    const changed = await patch(hired.id, { version: 2, mentors: [{ mentor_id: m2.id, mentor_percentage: 20 }] });
    expect(employeeAdmin.parse(changed.json).employee_mentors).toEqual([{ id: m2.id, mentor: { id: m2.id, name: m2.name }, mentor_percentage: 20 }]);
  });

  it('refuses a mentor who is not a mentor, and the employee as their own mentor, with 422', async () => {
    const [plain, self] = [await staffAs('employee'), await hire({ is_mentor: true })];
    const notMentor = await patch(self.id, { version: 1, mentors: [{ mentor_id: plain.id, mentor_percentage: 5 }] });
    expect(notMentor.status).toBe(422);
    expect(notMentor.json).toMatchObject({ error: { fields: { mentors: `${plain.name} is not a mentor` } } });
    const own = await patch(self.id, { version: 1, mentors: [{ mentor_id: self.id, mentor_percentage: 5 }] });
    expect(own.status).toBe(422);
    expect(own.json).toMatchObject({ error: { code: 'validation_failed', fields: { mentors: expect.any(String) as unknown } } });
  });

  it('checks the percentage sum against the stored mentors when only service_percentage changes', async () => {
    const mentor = await staffAs('mentor');
    const hired = await hire({ service_percentage: 60, mentors: [{ mentor_id: mentor.id, mentor_percentage: 30 }] });
    const res = await patch(hired.id, { version: 1, service_percentage: 75 });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { fields: { mentors: 'Overall assigned percentage exceeded. (service_percentage + mentors percentage = 105)' } } });
  });

  it('moves the sign-in email: the new one works, the old one is free again', async () => {
    const staff = await staffAs('employee');
    const newEmail = uniqueEmail('moved');
    expect((await patch(staff.id, { version: 1, email: newEmail.toUpperCase() })).json).toMatchObject({ email: newEmail });
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(staff.email)).status).toBe(401);
    expect((await hire({ email: staff.email })).email).toBe(staff.email);
  });

  it('renames, frees the old name and refreshes the mentor name on mentee links', async () => {
    const mentor = await staffAs('mentor');
    const mentee = await hire({ mentors: [{ mentor_id: mentor.id, mentor_percentage: 5 }] });
    const newName = uniqueName('Renamed Mentor');
    expect((await patch(mentor.id, { version: 1, name: newName })).json).toMatchObject({ name: newName });
    const list = employeeAdmin.array().parse((await api('GET', '/api/employees', admin)).json);
    expect(list.find((e) => e.id === mentee.id)?.employee_mentors[0]?.mentor.name).toBe(newName);
    expect((await hire({ name: mentor.name })).name).toBe(mentor.name);
  });

  it('refuses an email or a name another employee has with 422', async () => {
    const [staff, other] = [await staffAs('employee'), await staffAs('employee')];
    const email = await patch(staff.id, { version: 1, email: other.email });
    expect(email.status).toBe(422);
    expect(email.json).toMatchObject({ error: { code: 'validation_failed', fields: { email: 'Email already taken' } } });
    const name = await patch(staff.id, { version: 1, name: other.name.toLowerCase() });
    expect(name.status).toBe(422);
    expect(name.json).toMatchObject({ error: { fields: { name: 'Name already taken' } } });
    expect(await versionOf(staff.id)).toBe(1);
  });

  it('refuses a stale version with 409 conflict', async () => {
    const staff = await staffAs('employee');
    expect((await patch(staff.id, { version: 1, gfe: true })).status).toBe(200);
    const stale = await patch(staff.id, { version: 1, gfe: false });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ error: { code: 'conflict' } });
  });

  it('takes a former mentor out of the mentor lists and off their mentees', async () => {
    const mentor = await staffAs('mentor');
    const mentee = await hire({ mentors: [{ mentor_id: mentor.id, mentor_percentage: 5 }] });
    expect((await patch(mentor.id, { version: 1, is_mentor: false })).status).toBe(200);
    expect((await api('GET', '/api/mentors', admin)).json).not.toContainEqual({ id: mentor.id, name: mentor.name });
    const list = employeeAdmin.array().parse((await api('GET', '/api/employees', admin)).json);
    expect(list.find((e) => e.id === mentee.id)?.employee_mentors).toEqual([]);
  });

  it('answers 404 for an unknown employee and 400 for a missing version', async () => {
    expect((await patch('01ARZ3NDEKTSV4RRFFQ69G5FAV', { version: 1, gfe: true })).status).toBe(404);
    const res = await patch(admin.id, { gfe: true });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { fields: { version: "Version can't be blank" } } });
  });
});
