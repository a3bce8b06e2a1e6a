// A profile photo is a `profile_photo` upload of the caller's, confirmed by the write that uses it
// (issue 17 item 9): PATCH /api/employees/{id} used to drop `profile_photo_upload_id` (200, photo
// unchanged). Employees set their own, admins anyone's, and clients' photos follow the same rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as clients } from '#functions/clients/index.ts';
import { clientFull } from '#functions/contract/clients.ts';
import { uploadResponse, type UploadResponse } from '#functions/contract/files.ts';
import { handler as employees } from '#functions/employees/index.ts';
import { call } from '#test/support/api.ts';
import { signInCast } from '#test/support/sessions.ts';
import { api, createClientAs, pngBytes, putBytes } from '#test/functions/clients/client-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

async function arrivedPhoto(cookie: string): Promise<UploadResponse> {
  const res = await call(clients, 'POST', '/api/uploads', { cookie, body: { purpose: 'profile_photo', file_name: 'me.png', content_type: 'image/png', size_bytes: 64 } });
  const upload = uploadResponse.parse(res.json);
  expect(await putBytes(upload.upload_url, upload.upload_headers, pngBytes(64))).toBe(200);
  return upload;
}

const profile = async (cookie: string) => (await call(employees, 'GET', '/api/employees/myprofile', { cookie })).json as { version: number; profile_photo_url: string | null };
const patchEmployee = (cookie: string, id: string, body: Record<string, unknown>) => call(employees, 'PATCH', `/api/employees/${id}`, { cookie, body });

describe('an employee profile photo', () => {
  it('is set by the employee with their own upload, shown in the answer and the profile, and cleared with null', async () => {
    const upload = await arrivedPhoto(cast.staff.cookie);
    const res = await patchEmployee(cast.staff.cookie, cast.staff.id, { profile_photo_upload_id: upload.upload_id, version: (await profile(cast.staff.cookie)).version });
    expect(res.status).toBe(200);
    const url = (res.json as { profile_photo_url: string | null }).profile_photo_url;
    expect(url).toMatch(/^https?:\/\//);
    expect((await fetch(url ?? '')).status).toBe(200);
    expect((await profile(cast.staff.cookie)).profile_photo_url).toMatch(/^https?:\/\//);
    const cleared = await patchEmployee(cast.staff.cookie, cast.staff.id, { profile_photo_upload_id: null, version: (await profile(cast.staff.cookie)).version });
    expect(cleared.status).toBe(200);
    expect((await profile(cast.staff.cookie)).profile_photo_url).toBeNull();
  });

  it("is set by an admin with the admin's upload, never with someone else's", async () => {
    const colleagues = await arrivedPhoto(cast.colleague.cookie);
    const version = (await profile(cast.staff.cookie)).version;
    const stolen = await patchEmployee(cast.admin.cookie, cast.staff.id, { profile_photo_upload_id: colleagues.upload_id, version });
    expect(stolen.status).toBe(422);
    expect(stolen.json).toMatchObject({ error: { fields: { profile_photo_upload_id: 'Upload not found' } } });
    const own = await arrivedPhoto(cast.admin.cookie);
    const res = await patchEmployee(cast.admin.cookie, cast.staff.id, { profile_photo_upload_id: own.upload_id, version });
    expect(res.status).toBe(200);
    expect((res.json as { profile_photo_url: string | null }).profile_photo_url).toMatch(/^https?:\/\//);
  });
});

describe('a client profile photo', () => {
  it("takes the caller's upload, refuses another's, and is cleared with null", async () => {
    const c = await createClientAs(cast.staff.cookie);
    const others = await arrivedPhoto(cast.colleague.cookie);
    const stolen = await api('PATCH', `/api/clients/${c.id}`, cast.staff.cookie, { profile_photo_upload_id: others.upload_id, version: c.version });
    expect(stolen.status).toBe(422);
    const upload = await arrivedPhoto(cast.staff.cookie);
    const set = clientFull.parse((await api('PATCH', `/api/clients/${c.id}`, cast.staff.cookie, { profile_photo_upload_id: upload.upload_id, version: c.version })).json);
    expect(set.profile_photo_url).toMatch(/^https?:\/\//);
    const cleared = clientFull.parse((await api('PATCH', `/api/clients/${c.id}`, cast.staff.cookie, { profile_photo_upload_id: null, version: set.version })).json);
    expect(cleared.profile_photo_url).toBeNull();
  });
});
