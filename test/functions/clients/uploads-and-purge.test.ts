// The generic image upload (POST /api/uploads) used as a client's profile photo, and the purge step
// of the scheduled job (unconfirmed after 24 h, deleted files after 30 days).
import { beforeAll, describe, expect, it } from 'vitest';
import { clientFull } from '#functions/contract/clients.ts';
import { uploadResponse, uploadSlotsResponse } from '#functions/contract/files.ts';
import { handler } from '#functions/clients/index.ts';
import { purgeExpiredFiles } from '#functions/clients/file-purge-service.ts';
import { getClientFiles } from '#functions/clients/client-file-repository.ts';
import { getUpload } from '#functions/lib/uploads/upload-repository.ts';
import { headObject } from '#functions/lib/storage/object-storage-repository.ts';
import { call } from '#test/support/api.ts';
import { signInCast } from '#test/support/sessions.ts';
import { api, createClientAs, pngBytes, putBytes } from '#test/functions/clients/client-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

const upload = (cookie: string | undefined, body: Record<string, unknown> = {}) =>
  call(handler, 'POST', '/api/uploads', { ...(cookie ? { cookie } : {}), body: { purpose: 'profile_photo', file_name: 'me.png', content_type: 'image/png', size_bytes: 64, ...body } });

describe('POST /api/uploads', () => {
  it('serves staff and clients, refuses anonymous callers (401), non-images and oversized signatures (422)', async () => {
    expect((await upload(cast.staff.cookie)).status).toBe(201);
    expect((await upload(cast.client.cookie)).status).toBe(201);
    expect((await upload(undefined)).status).toBe(401);
    expect((await upload(cast.staff.cookie, { content_type: 'application/pdf', file_name: 'x.pdf' })).status).toBe(422);
    expect((await upload(cast.staff.cookie, { purpose: 'signature', size_bytes: 1024 * 1024 + 1 })).status).toBe(422);
  });

  it('becomes a profile photo only once its bytes arrived, and only for its owner', async () => {
    const c = await createClientAs(cast.staff.cookie);
    const u = uploadResponse.parse((await upload(cast.staff.cookie)).json);
    const early = await api('PATCH', `/api/clients/${c.id}`, cast.staff.cookie, { profile_photo_upload_id: u.upload_id, version: c.version });
    expect(early.status).toBe(422);
    expect(await putBytes(u.upload_url, u.upload_headers, pngBytes(64))).toBe(200);
    const stolen = await api('PATCH', `/api/clients/${c.id}`, cast.admin.cookie, { profile_photo_upload_id: u.upload_id, version: c.version });
    expect(stolen.status).toBe(422);
    const res = await api('PATCH', `/api/clients/${c.id}`, cast.staff.cookie, { profile_photo_upload_id: u.upload_id, version: c.version });
    expect(res.status).toBe(200);
    const photo = clientFull.parse(res.json).profile_photo_url;
    expect(photo).toMatch(/^https?:\/\//);
    expect((await fetch(photo ?? '')).status).toBe(200);
    expect((await getUpload(u.upload_id, true))?.status).toBe('ready');
  });
});

describe('purgeExpiredFiles', () => {
  it('purges unconfirmed uploads and files after 24 h, deleted files after 30 days, and leaves ready ones', async () => {
    const c = await createClientAs(cast.staff.cookie);
    const slots = uploadSlotsResponse.parse((await api('POST', `/api/clients/${c.id}/upload_files`, cast.staff.cookie, {
      files: ['kept.png', 'never-confirmed.png', 'deleted.png'].map((file_name) => ({ file_name, content_type: 'image/png', size_bytes: 64 })),
    })).json).files;
    const [kept, unconfirmed, deleted] = slots;
    if (!kept || !unconfirmed || !deleted) throw new Error('slots missing');
    for (const s of slots) await putBytes(s.upload_url, s.upload_headers, pngBytes(64));
    expect((await api('POST', `/api/clients/${c.id}/upload_files`, cast.staff.cookie, { completed_file_ids: [kept.id, deleted.id] })).status).toBe(200);
    expect((await api('DELETE', `/api/clients/${c.id}/delete_file`, cast.staff.cookie, { file_id: deleted.id })).status).toBe(200);
    const photo = uploadResponse.parse((await upload(cast.staff.cookie)).json);

    const day = 86_400_000;
    await purgeExpiredFiles(new Date(Date.now() + day / 2));
    expect((await getClientFiles(c.id, [unconfirmed.id])).length).toBe(1);

    await purgeExpiredFiles(new Date(Date.now() + day + 60_000));
    expect((await getClientFiles(c.id, [kept.id, unconfirmed.id, deleted.id])).map((f) => f.id).sort()).toEqual([kept.id, deleted.id].sort());
    expect(await getUpload(photo.upload_id, true)).toBeUndefined();

    await purgeExpiredFiles(new Date(Date.now() + 31 * day));
    const left = await getClientFiles(c.id, [kept.id, deleted.id]);
    expect(left.map((f) => f.id)).toEqual([kept.id]);
    expect(await headObject(left[0]?.objectKey ?? '')).not.toBeNull();
    expect(await headObject(`clients/${c.id}/files/${deleted.id}`)).toBeNull();
  });
});
