// POST /api/clients and PATCH /api/clients/{id} (REFERENCE §3.3 CB 13): create links and invites
// without signing anyone in, duplicates are 422, notification settings merge, admins set the staff.
import { beforeAll, describe, expect, it } from 'vitest';
import { clientFull } from '#functions/contract/clients.ts';
import { lastMailTo } from '#test/support/mailbox.ts';
import { signInCast } from '#test/support/sessions.ts';
import { api, createClientAs, profile, uniqueEmail } from '#test/functions/clients/client-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

describe('create', () => {
  it('creates, links to the creator, emails an invitation and sets no cookie', async () => {
    const email = uniqueEmail('new');
    const res = await api('POST', '/api/clients?skip_login=true', cast.staff.cookie, {
      client: { name: 'Mila', last_name: 'Ortega', email, phone_number: '555 0100', client_detail: { city: 'Austin' }, notification_settings: { do_not_email: true } },
    });
    expect(res.status).toBe(201);
    expect(res.cookies).toEqual([]);
    const created = clientFull.parse(res.json);
    expect(created).toMatchObject({ name: 'Mila', activated: false, employees: [{ id: cast.staff.id }], client_detail: { city: 'Austin' } });
    expect(created.notification_settings).toMatchObject({ do_not_email: true, email_reminder_2_days: false });
    const mail = await lastMailTo(email);
    expect(mail.body.text).toContain('/clients/resetPassword?token=');
    expect(mail.body.html).toContain('href="http://localhost:3000/clients/resetPassword?token=');
  });

  it('answers 422 "Email already taken" for an existing email, in any case', async () => {
    const existing = await createClientAs(cast.colleague.cookie);
    const res = await api('POST', '/api/clients', cast.staff.cookie, { name: 'Dup', last_name: 'Licate', email: existing.email.toUpperCase() });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { code: 'validation_failed', fields: { email: 'Email already taken' } } });
    // No silent link: the employee still cannot see the existing client.
    expect((await profile(cast.staff.cookie, existing.id)).status).toBe(404);
  });

  it('lets only one of two concurrent creates with the same email through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([cast.staff, cast.colleague].map((who) => api('POST', '/api/clients', who.cookie, { name: 'Race', last_name: 'Twin', email })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it('refuses employee_ids from a non-admin (403) and links them for an admin', async () => {
    expect((await api('POST', '/api/clients', cast.staff.cookie, { name: 'A', last_name: 'B', email: uniqueEmail(), employee_ids: [cast.colleague.id] })).status).toBe(403);
    const created = await createClientAs(cast.admin.cookie, { employee_ids: [cast.colleague.id] });
    expect(created.employees.map((e) => e.id).sort()).toEqual([cast.admin.id, cast.colleague.id].sort());
    expect((await profile(cast.colleague.cookie, created.id)).status).toBe(200);
  });

  it('rejects a malformed email and blank names (400)', async () => {
    const res = await api('POST', '/api/clients', cast.staff.cookie, { name: '', last_name: 'X', email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { fields: { email: 'Email Not valid' } } });
  });
});

describe('update', () => {
  it('merges notification settings and touches only the detail keys sent', async () => {
    const c = await createClientAs(cast.staff.cookie, { notification_settings: { email_reminder_2_days: true }, client_detail: { city: 'Reno', state: 'NV' } });
    const res = await api('PATCH', `/api/clients/${c.id}`, cast.staff.cookie, {
      client: { version: c.version, notification_settings: { do_not_email: true }, client_detail: { city: 'Elko' } },
    });
    expect(res.status).toBe(200);
    const updated = clientFull.parse(res.json);
    expect(updated.notification_settings).toMatchObject({ email_reminder_2_days: true, do_not_email: true });
    expect(updated.client_detail).toMatchObject({ city: 'Elko', state: 'NV' });
    expect(updated.version).toBe(c.version + 1);
  });

  it('answers 409 for a stale version', async () => {
    const c = await createClientAs(cast.staff.cookie);
    expect((await api('PATCH', `/api/clients/${c.id}`, cast.staff.cookie, { pronouns: 'she/her', version: c.version })).status).toBe(200);
    expect((await api('PATCH', `/api/clients/${c.id}`, cast.staff.cookie, { pronouns: 'they/them', version: c.version })).status).toBe(409);
  });

  it('swaps the email uniqueness: the old address is free again, a taken one is 422', async () => {
    const a = await createClientAs(cast.staff.cookie);
    const b = await createClientAs(cast.staff.cookie);
    expect((await api('PATCH', `/api/clients/${a.id}`, cast.staff.cookie, { email: b.email, version: a.version })).status).toBe(422);
    const fresh = uniqueEmail('moved');
    expect((await api('PATCH', `/api/clients/${a.id}`, cast.staff.cookie, { email: fresh, version: a.version })).status).toBe(200);
    expect((await api('POST', '/api/clients', cast.staff.cookie, { name: 'Re', last_name: 'Use', email: a.email })).status).toBe(201);
  });

  it('lets an admin replace the linked staff; a non-admin may not', async () => {
    const c = await createClientAs(cast.staff.cookie);
    expect((await api('PATCH', `/api/clients/${c.id}`, cast.staff.cookie, { employee_ids: [cast.colleague.id], version: c.version })).status).toBe(403);
    const res = await api('PATCH', `/api/clients/${c.id}`, cast.admin.cookie, { employee_ids: [cast.colleague.id], version: c.version });
    expect(res.status).toBe(200);
    expect(clientFull.parse(res.json).employees.map((e) => e.id)).toEqual([cast.colleague.id]);
    expect((await profile(cast.staff.cookie, c.id)).status).toBe(404);
    expect((await profile(cast.colleague.cookie, c.id)).status).toBe(200);
  });

  it('hides unlinked clients from updates: employee and inventory manager get 404', async () => {
    const c = await createClientAs(cast.colleague.cookie);
    for (const who of [cast.staff, cast.manager]) {
      expect((await api('PATCH', `/api/clients/${c.id}`, who.cookie, { pronouns: 'x', version: c.version })).status).toBe(404);
    }
  });
});
