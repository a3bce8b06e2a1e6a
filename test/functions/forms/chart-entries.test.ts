// Chart entries (REFERENCE §3.10, §4.6, CB 14): version 1 on create, an edit by the author or an
// admin appends a version (others 403), `?version=N` reads history, voiding is a version, there is
// no DELETE, the list is oldest first with the latest versions, and every access is audited.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chartEntry, chartEntryList } from '#functions/contract/charting.ts';
import { routes } from '#functions/routes.ts';
import { signInCast } from '#test/support/sessions.ts';
import { actionsOf, auditOf, formsApi, link, linkedClient } from '#test/functions/forms/forms-kit.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let cast: Awaited<ReturnType<typeof signInCast>>;
let client: Awaited<ReturnType<typeof linkedClient>>;
beforeAll(async () => {
  cast = await signInCast();
  client = await linkedClient(cast.staff.cookie);
});

const note = (value: string) => ({ form_data: [{ id: 'subjective', type: 'textarea', label: 'Subjective', value }] });
async function createEntry(name = 'SOAP note', cookie = cast.staff.cookie) {
  const res = await formsApi('POST', '/api/chart_entries', cookie, { chart_entries: { name, client_id: client.id, chart_history: note('Dry skin') } });
  expect(res.status).toBe(201);
  return chartEntry.parse(res.json);
}

describe('chart entry versions', () => {
  it('creates version 1; the author\'s edit appends version 2; ?version=1 reads the original', async () => {
    const created = await createEntry();
    expect(created).toMatchObject({ version: 1, current_version: 1, voided: false, employee: { id: cast.staff.id }, client: { id: client.id } });
    const edited = await formsApi('PATCH', `/api/chart_entries/${created.id}`, cast.staff.cookie, { chart_entries: { chart_history: note('Less dry'), version: 1 } });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ version: 2, current_version: 2, chart_history: note('Less dry') });
    const v1 = chartEntry.parse((await formsApi('GET', `/api/chart_entries/${created.id}?version=1`, cast.staff.cookie)).json);
    // Every answer names the practice's zone, in which screens show its times.
    expect(v1).toMatchObject({ version: 1, current_version: 2, chart_history: note('Dry skin'), timezone: 'America/Chicago' });
    expect((await formsApi('GET', `/api/chart_entries/${created.id}?version=3`, cast.staff.cookie)).status).toBe(404);
    expect((await formsApi('PATCH', `/api/chart_entries/${created.id}`, cast.staff.cookie, { name: 'Stale', version: 1 })).status).toBe(409);
  });

  it('lets an admin edit, refuses a linked colleague who is not the author (403), and voids as a version', async () => {
    const created = await createEntry();
    await link({ id: cast.colleague.id, name: cast.colleague.name }, client);
    expect((await formsApi('PATCH', `/api/chart_entries/${created.id}`, cast.colleague.cookie, { name: 'Mine now' })).status).toBe(403);
    const byAdmin = await formsApi('PATCH', `/api/chart_entries/${created.id}`, cast.admin.cookie, { name: 'Reviewed' });
    expect(byAdmin.json).toMatchObject({ version: 2, name: 'Reviewed', edited_by: { id: cast.admin.id }, employee: { id: cast.staff.id } });
    const voided = await formsApi('PATCH', `/api/chart_entries/${created.id}`, cast.staff.cookie, { voided: true });
    expect(voided.json).toMatchObject({ version: 3, voided: true, name: 'Reviewed' });
    expect(routes.filter((r) => r.path.startsWith('/api/chart_entries') && r.method === 'DELETE')).toEqual([]);
  });

  it('lists a client\'s entries oldest first, each at its latest version', async () => {
    const subject = await linkedClient(cast.staff.cookie);
    const make = async (name: string) => chartEntry.parse((await formsApi('POST', '/api/chart_entries', cast.staff.cookie, { name, client_id: subject.id, chart_history: note('x') })).json);
    const first = await make('First');
    const second = await make('Second');
    await formsApi('PATCH', `/api/chart_entries/${first.id}`, cast.staff.cookie, { name: 'First, edited' });
    const list = chartEntryList.parse((await formsApi('GET', `/api/chart_entries?client_id=${subject.id}`, cast.staff.cookie)).json);
    expect(list.map((e) => [e.id, e.name, e.version])).toEqual([[first.id, 'First, edited', 2], [second.id, 'Second', 1]]);
  });
});

describe('audit and visibility', () => {
  it('audits the create, each edit, each read of the entry and each list item', async () => {
    const subject = await linkedClient(cast.staff.cookie);
    const created = chartEntry.parse((await formsApi('POST', '/api/chart_entries', cast.staff.cookie, { name: 'Audited', client_id: subject.id, chart_history: note('x') })).json);
    await formsApi('PATCH', `/api/chart_entries/${created.id}`, cast.staff.cookie, { name: 'Audited 2' });
    await formsApi('GET', `/api/chart_entries/${created.id}`, cast.staff.cookie);
    await formsApi('GET', `/api/chart_entries/${created.id}?version=1`, cast.admin.cookie);
    await formsApi('GET', `/api/chart_entries?client_id=${subject.id}`, cast.staff.cookie);
    expect(actionsOf(await auditOf(cast.admin.cookie, subject.id, created.id))).toEqual(['create', 'read', 'read', 'read', 'update']);
  });

  it('answers 404 to staff who may not see the client on every clinical route, and audits nothing for them', async () => {
    const subject = await linkedClient(cast.staff.cookie);
    const entry = chartEntry.parse((await formsApi('POST', '/api/chart_entries', cast.staff.cookie, { name: 'Private', client_id: subject.id, chart_history: note('x') })).json);
    for (const cookie of [cast.colleague.cookie, cast.manager.cookie]) {
      expect((await formsApi('POST', '/api/chart_entries', cookie, { name: 'Intrude', client_id: subject.id, chart_history: note('x') })).status).toBe(404);
      expect((await formsApi('GET', `/api/chart_entries?client_id=${subject.id}`, cookie)).status).toBe(404);
      expect((await formsApi('GET', `/api/chart_entries/${entry.id}`, cookie)).status).toBe(404);
      expect((await formsApi('GET', `/api/chart_entries/${entry.id}?version=1`, cookie)).status).toBe(404);
      expect((await formsApi('PATCH', `/api/chart_entries/${entry.id}`, cookie, { name: 'Intrude' })).status).toBe(404);
    }
    expect(actionsOf(await auditOf(cast.admin.cookie, subject.id, entry.id))).toEqual(['create']);
  });

  it('refuses an entry without a field (400) and an image that is not an upload of the author (422)', async () => {
    expect((await formsApi('POST', '/api/chart_entries', cast.staff.cookie, { name: 'Empty', client_id: client.id, chart_history: { form_data: [] } })).status).toBe(400);
    const withImage = { name: 'Sketch', client_id: client.id, chart_history: { form_data: [{ id: 's', type: 'sketch', label: 'Sketch', image_file_id: '01KAZZZZZZZZZZZZZZZZZZZZZZ' }] } };
    expect((await formsApi('POST', '/api/chart_entries', cast.staff.cookie, withImage)).status).toBe(422);
  });
});
