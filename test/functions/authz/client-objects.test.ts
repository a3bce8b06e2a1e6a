// Object-level rows of the authorisation matrix for clients (REFERENCE §1): every client route named
// with a client the caller may not see answers 404, for an employee, a mentor and (for clinical data
// and writes) an inventory manager; admins and linked staff get through.
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#functions/clients/index.ts';
import { call } from '#test/support/api.ts';
import { signInCast, signInStaff, type SignedIn } from '#test/support/sessions.ts';
import { createClientAs } from '#test/functions/clients/client-kit.ts';

const someId = '01KAZZZZZZZZZZZZZZZZZZZZZZ';
const routes = (id: string) => [
  { name: 'profile', method: 'GET', url: `/api/clients/profile?id=${id}`, contact: true },
  { name: 'update', method: 'PATCH', url: `/api/clients/${id}`, body: { pronouns: 'x', version: 1 } },
  { name: 'add_group', method: 'POST', url: `/api/clients/${id}/add_group`, body: { group_name: 'G' } },
  { name: 'update_group', method: 'PATCH', url: `/api/clients/${id}/update_group`, body: { group_id: someId, new_group_name: 'H' } },
  { name: 'delete_group', method: 'DELETE', url: `/api/clients/${id}/delete_group`, body: { group_id: someId } },
  { name: 'upload_files', method: 'POST', url: `/api/clients/${id}/upload_files`, body: { files: [{ file_name: 'a.pdf', content_type: 'application/pdf', size_bytes: 1 }] } },
  { name: 'confirm', method: 'POST', url: `/api/clients/${id}/upload_files`, body: { completed_file_ids: [someId] } },
  { name: 'list_files', method: 'GET', url: `/api/clients/${id}/list_files` },
  { name: 'delete_file', method: 'DELETE', url: `/api/clients/${id}/delete_file`, body: { file_id: someId } },
];

let cast: Awaited<ReturnType<typeof signInCast>>;
let mentor: SignedIn;
let clientId: string;

beforeAll(async () => {
  cast = await signInCast();
  mentor = await signInStaff({ isMentor: true });
  clientId = (await createClientAs(cast.colleague.cookie)).id;
});

describe('a client linked only to a colleague', () => {
  it.each(routes('ID').map((r) => [r.name, r] as const))('%s: 404 for unlinked employee and mentor; inventory manager per contact rule', async (_n, r) => {
    const url = r.url.replace('ID', clientId);
    const as = (who: SignedIn) => call(handler, r.method, url, { cookie: who.cookie, ...(r.body ? { body: r.body } : {}) });
    expect((await as(cast.staff)).status).toBe(404);
    expect((await as(mentor)).status).toBe(404);
    const manager = (await as(cast.manager)).status;
    if (r.contact) expect(manager).toBe(200);
    else expect(manager).toBe(404);
    // The linked colleague and the admin are not refused by the object rule (the ids inside may still be unknown).
    for (const who of [cast.colleague, cast.admin]) expect([200, 201, 404, 409, 422]).toContain((await as(who)).status);
  });

  it('lets the linked colleague and the admin read the profile', async () => {
    for (const who of [cast.colleague, cast.admin]) expect((await call(handler, 'GET', `/api/clients/profile?id=${clientId}`, { cookie: who.cookie })).status).toBe(200);
  });
});
