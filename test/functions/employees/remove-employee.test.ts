import { beforeAll, describe, expect, it } from 'vitest';
import { employeeAdmin } from '#functions/contract/employees.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { getItem } from '#functions/lib/db/read.ts';
import {
  adminCount, api, putAppointment, putLocation, sessionExists, setAdminCount, signIn, staffAs, uniqueEmail, uniqueName, type SignedIn,
} from '#test/functions/employees/employee-test-kit.ts';

let admin: SignedIn;
beforeAll(async () => {
  admin = await staffAs('admin');
});

const remove = (id: string, who: SignedIn | undefined = admin) => api('DELETE', `/api/employees/${id}`, who);
const hour = 3_600_000;

describe('DELETE /api/employees/{id}', () => {
  it('deactivates the employee: sessions end, sign-in fails, lists and the public card drop them', async () => {
    const location = await putLocation(uniqueName('Clinic'));
    const staff = await staffAs('employee');
    await api('PATCH', `/api/employees/${staff.id}`, admin, { body: { employee: { version: 1, location_ids: [location.id] } } });
    expect((await api('GET', `/api/client/employees/${staff.id}`)).status).toBe(200);

    expect(await sessionExists(staff.cookie)).toBe(true);
    const res = await remove(staff.id);
    expect(res.status).toBe(200);
    expect(await sessionExists(staff.cookie)).toBe(false);
    expect(res.json).toEqual({ message: 'Employee removed.' });
    expect((await api('GET', '/api/employees/myprofile', staff)).status).toBe(401);
    expect((await signIn(staff.email)).status).toBe(401);
    const list = employeeAdmin.array().parse((await api('GET', '/api/employees', admin)).json);
    expect(list.map((e) => e.id)).not.toContain(staff.id);
    expect((await api('GET', `/api/client/employees/${staff.id}`)).status).toBe(404);
    expect(await getItem(employeeKeys.employeeLocation(staff.id, location.id), true)).toMatchObject({ employee_active: false });
    const root = await getItem(employeeKeys.employee(staff.id), true);
    expect(root).toMatchObject({ GSI1PK: 'EMPLOYEES#inactive', deactivated_at: expect.any(String) as unknown });
    expect((await remove(staff.id)).status).toBe(404);
  });

  it('keeps the removed email and name reserved', async () => {
    const staff = await staffAs('employee');
    await remove(staff.id);
    const res = await api('POST', '/api/employees/new', admin, { body: { employee: { name: staff.name, email: uniqueEmail('x') } } });
    expect(res.json).toMatchObject({ error: { fields: { name: 'Name already taken' } } });
  });

  it('takes a removed mentor out of the mentor list and off their mentees', async () => {
    const mentor = await staffAs('mentor');
    const hired = await api('POST', '/api/employees/new', admin, {
      body: { employee: { name: uniqueName('Mentee'), email: uniqueEmail('mentee'), mentors: [{ mentor_id: mentor.id, mentor_percentage: 5 }] } },
    });
    const mentee = employeeAdmin.parse(hired.json);
    expect((await remove(mentor.id)).status).toBe(200);
    expect((await api('GET', '/api/mentors', admin)).json).not.toContainEqual({ id: mentor.id, name: mentor.name });
    const list = employeeAdmin.array().parse((await api('GET', '/api/employees', admin)).json);
    expect(list.find((e) => e.id === mentee.id)?.employee_mentors).toEqual([]);
  });

  it('counts a removed admin out of the active admins', async () => {
    const other = await staffAs('admin');
    await setAdminCount(null);
    const list = employeeAdmin.array().parse((await api('GET', '/api/employees', admin)).json);
    const admins = list.filter((e) => e.is_admin).length;
    expect((await remove(other.id)).status).toBe(200);
    expect(await adminCount()).toBe(admins - 1);
  });

  it('refuses to remove yourself with 409', async () => {
    const res = await remove(admin.id);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: { code: 'invalid_state' } });
    expect((await api('GET', '/api/employees/myprofile', admin)).status).toBe(200);
  });

  it('refuses while a future appointment is not cancelled, with 409', async () => {
    const staff = await staffAs('employee');
    await putAppointment(staff.id, new Date(Date.now() + 24 * hour));
    const res = await remove(staff.id);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: { code: 'invalid_state', message: 'Reassign or cancel future appointments first' } });
    expect((await api('GET', '/api/employees/myprofile', staff)).status).toBe(200);
  });

  it('ignores past and cancelled appointments', async () => {
    const staff = await staffAs('employee');
    await putAppointment(staff.id, new Date(Date.now() - 24 * hour));
    await putAppointment(staff.id, new Date(Date.now() + 48 * hour), 'cancelled');
    expect((await remove(staff.id)).status).toBe(200);
  });

  it('is for admins only, and answers 404 for an unknown employee', async () => {
    const target = await staffAs('employee');
    expect((await api('DELETE', `/api/employees/${target.id}`)).status).toBe(401);
    for (const role of ['employee', 'mentor', 'manager'] as const) {
      expect((await remove(target.id, await staffAs(role))).status).toBe(403);
    }
    expect((await api('GET', '/api/employees/myprofile', target)).status).toBe(200);
    expect((await remove('01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
  });
});
