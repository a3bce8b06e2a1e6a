// Client files through presigned URLs (REFERENCE §3.3 CB 10) against s3rver, and the audit event
// that every access leaves (CB 14).
import { GetObjectTaggingCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { testFilesBucket } from '#test/support/test-env.ts';
import { auditEventPage } from '#functions/contract/audit.ts';
import { clientFilesResponse, confirmedFilesResponse, uploadSlotsResponse, type UploadSlot } from '#functions/contract/files.ts';
import type { ClientFull } from '#functions/contract/clients.ts';
import { signInCast } from '#test/support/sessions.ts';
import { api, createClientAs, pngBytes, putBytes } from '#test/functions/clients/client-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
let client: ClientFull;
beforeAll(async () => {
  cast = await signInCast();
  client = await createClientAs(cast.staff.cookie);
});

const slot = (file: Record<string, unknown>, cookie = cast.staff.cookie) =>
  api('POST', `/api/clients/${client.id}/upload_files`, cookie, { files: [{ file_name: 'scan.png', content_type: 'image/png', size_bytes: 64, ...file }] });
const confirm = (ids: string[], cookie = cast.staff.cookie) => api('POST', `/api/clients/${client.id}/upload_files`, cookie, { completed_file_ids: ids });
const list = async (cookie = cast.staff.cookie) => clientFilesResponse.parse((await api('GET', `/api/clients/${client.id}/list_files`, cookie)).json).files;
/** The `state` tag the bucket's lifecycle rules act on. */
async function lifecycleTag(key: string): Promise<string | undefined> {
  const s3 = new S3Client({ region: 'us-east-1', endpoint: inject('s3Endpoint'), forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const tags = await s3.send(new GetObjectTaggingCommand({ Bucket: testFilesBucket, Key: key }));
  s3.destroy();
  return tags.TagSet?.find((t) => t.Key === 'state')?.Value;
}
const firstSlot = (json: unknown): UploadSlot => {
  const s = uploadSlotsResponse.parse(json).files[0];
  if (!s) throw new Error('no slot');
  return s;
};
const auditOf = async (fileId: string) =>
  auditEventPage.parse((await api('GET', `/api/audit_events?client_id=${client.id}&per_page=100`, cast.admin.cookie)).json).events.filter((e) => e.resource_id === fileId);

describe('upload slots', () => {
  it('hands out absolute PUT URLs with the headers to send (201)', async () => {
    const res = await slot({ description: 'Consent form' });
    expect(res.status).toBe(201);
    const s = firstSlot(res.json);
    expect(s.upload_url).toMatch(/^https?:\/\//);
    expect(s.upload_headers).toEqual({ 'Content-Type': 'image/png', 'x-amz-tagging': 'state=pending' });
    expect(Date.parse(s.expires_at) - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it('allows at most 10 slots per call', async () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ file_name: `f${i}.pdf`, content_type: 'application/pdf', size_bytes: 10 }));
    expect((await api('POST', `/api/clients/${client.id}/upload_files`, cast.staff.cookie, { files: files(10) })).status).toBe(201);
    expect((await api('POST', `/api/clients/${client.id}/upload_files`, cast.staff.cookie, { files: files(11) })).status).toBe(400);
  });

  it.each([
    ['a type that is not allowed', { file_name: 'x.exe', content_type: 'application/x-msdownload' }],
    ['a file over 20 MB', { size_bytes: 20 * 1024 * 1024 + 1 }],
  ])('rejects %s (422 file_rejected)', async (_label, file) => {
    const res = await slot(file);
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { code: 'file_rejected' } });
  });
});

describe('confirm, list, delete', () => {
  it('confirms a file whose bytes arrived as declared, lists it with a working link, audits each step', async () => {
    const s = firstSlot((await slot({ description: 'Before photo' })).json);
    expect(await putBytes(s.upload_url, s.upload_headers, pngBytes(64))).toBe(200);
    const res = await confirm([s.id]);
    expect(res.status).toBe(200);
    expect(confirmedFilesResponse.parse(res.json).files[0]).toMatchObject({ id: s.id, file_name: 'scan.png', size_bytes: 64 });
    const listed = (await list()).find((f) => f.id === s.id);
    expect(listed).toMatchObject({ description: 'Before photo', content_type: 'image/png' });
    const download = await fetch(listed?.url ?? '');
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pngBytes(64));
    const events = await auditOf(s.id);
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'download']);
    expect(events[0]).toMatchObject({ client_id: client.id, resource_type: 'client_file', actor: { type: 'staff', id: cast.staff.id } });
  });

  it('keeps a file whose bytes never arrived unready (422) and out of the list', async () => {
    const s = firstSlot((await slot({})).json);
    const res = await confirm([s.id]);
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { code: 'file_rejected' } });
    expect((await list()).map((f) => f.id)).not.toContain(s.id);
  });

  it('refuses a confirm when the size or the type differs from the request', async () => {
    const short = firstSlot((await slot({ size_bytes: 64 })).json);
    await putBytes(short.upload_url, short.upload_headers, pngBytes(32));
    expect((await confirm([short.id])).status).toBe(422);
    const other = firstSlot((await slot({ content_type: 'image/jpeg' })).json);
    // S3 itself refuses a PUT whose type differs from the signed one; s3rver stores it, so the confirm is the guard.
    await putBytes(other.upload_url, { 'Content-Type': 'image/png' }, pngBytes(64));
    expect((await confirm([other.id])).status).toBe(422);
  });

  it('deletes a file after which it is no longer listed, and audits the delete', async () => {
    const s = firstSlot((await slot({})).json);
    await putBytes(s.upload_url, s.upload_headers, pngBytes(64));
    const objectKey = `clients/${client.id}/files/${s.id}`;
    // (S3 tags the PUT `pending` from the signed x-amz-tagging header; s3rver ignores that header.)
    expect((await confirm([s.id])).status).toBe(200);
    expect(await lifecycleTag(objectKey)).toBe('ready');
    const res = await api('DELETE', `/api/clients/${client.id}/delete_file`, cast.staff.cookie, { file_id: s.id });
    expect(res.status).toBe(200);
    expect((await list()).map((f) => f.id)).not.toContain(s.id);
    expect((await auditOf(s.id)).map((e) => e.action)).toContain('delete');
    expect(await lifecycleTag(objectKey)).toBe('deleted');
    expect((await api('DELETE', `/api/clients/${client.id}/delete_file`, cast.staff.cookie, { file_id: s.id })).status).toBe(404);
  });
});

describe('who reaches files', () => {
  it('hides the files of an unlinked client from an employee and an inventory manager (404); admins reach them', async () => {
    for (const who of [cast.colleague, cast.manager]) {
      expect((await api('GET', `/api/clients/${client.id}/list_files`, who.cookie)).status).toBe(404);
      expect((await slot({}, who.cookie)).status).toBe(404);
    }
    expect((await api('GET', `/api/clients/${client.id}/list_files`, cast.admin.cookie)).status).toBe(200);
  });

  it('lets only admins read the audit log', async () => {
    for (const who of [cast.staff, cast.manager]) expect((await api('GET', '/api/audit_events', who.cookie)).status).toBe(403);
    const page = auditEventPage.parse((await api('GET', '/api/audit_events?per_page=5', cast.admin.cookie)).json);
    expect(page.events.length).toBeGreaterThan(0);
    expect(page.events.map((e) => e.at)).toEqual([...page.events.map((e) => e.at)].sort().reverse());
  });
});
