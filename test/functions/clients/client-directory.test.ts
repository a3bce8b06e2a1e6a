// GET /api/clients and /api/clients/profile: who sees which clients (REFERENCE §1), the word-prefix
// search (name, last name, email, phone) and the page shape (§0.1).
import { beforeAll, describe, expect, it } from 'vitest';
import { clientFull, clientPage, type ClientFull } from '#functions/contract/clients.ts';
import { signInCast, type SignedIn } from '#test/support/sessions.ts';
import { api, createClientAs, profile, uniqueEmail } from '#test/functions/clients/client-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
let mine: ClientFull;
let theirs: ClientFull;

beforeAll(async () => {
  cast = await signInCast();
  mine = await createClientAs(cast.staff.cookie, { name: 'Zelda', last_name: 'Quinterro', email: uniqueEmail('zq'), phone_number: '(312) 555-0199' });
  theirs = await createClientAs(cast.colleague.cookie, { name: 'Xavier', last_name: 'Quill' });
});

const list = async (who: SignedIn, query = '') => clientPage.parse((await api('GET', `/api/clients${query}`, who.cookie)).json);

describe('visibility', () => {
  it('shows an employee only the clients linked to them', async () => {
    const page = await list(cast.staff);
    expect(page.clients.map((c) => c.id)).toEqual([mine.id]);
    expect(page).toMatchObject({ current_page: 1, total_pages: 1, total_entries: 1 });
  });

  it('shows admins and inventory managers every client, by last name', async () => {
    for (const who of [cast.admin, cast.manager]) {
      const ids = (await list(who, '?per_page=100')).clients.map((c) => c.id);
      expect(ids.indexOf(theirs.id)).toBeLessThan(ids.indexOf(mine.id));
      expect(ids).toContain(mine.id);
    }
  });

  it("refuses an employee naming a colleague's list (403) but lets a manager list it", async () => {
    expect((await api('GET', `/api/clients?employee_id=${cast.colleague.id}`, cast.staff.cookie)).status).toBe(403);
    expect((await list(cast.manager, `?employee_id=${cast.colleague.id}`)).clients.map((c) => c.id)).toEqual([theirs.id]);
  });

  it('answers 404 for the profile of an unlinked client, and the profile of a linked one', async () => {
    expect((await profile(cast.staff.cookie, theirs.id)).status).toBe(404);
    const res = await profile(cast.staff.cookie, mine.id);
    expect(res.status).toBe(200);
    expect(clientFull.parse(res.json)).toMatchObject({ id: mine.id, clinical_access: true, employees: [{ id: cast.staff.id }] });
  });

  it('gives an inventory manager contact data only of a client not linked to them', async () => {
    const created = await createClientAs(cast.staff.cookie, { client_detail: { city: 'Evanston', personal_health_number: 'PHN-7', date_of_birth: '1990-04-02' } });
    const seen = clientFull.parse((await profile(cast.manager.cookie, created.id)).json);
    expect(seen.clinical_access).toBe(false);
    expect(seen.client_detail).toMatchObject({ city: 'Evanston', personal_health_number: null, date_of_birth: null });
    const full = clientFull.parse((await profile(cast.admin.cookie, created.id)).json);
    expect(full.client_detail).toMatchObject({ personal_health_number: 'PHN-7', date_of_birth: '1990-04-02' });
  });
});

describe('search', () => {
  it.each([
    ['first name prefix', 'zel'],
    ['last name prefix, any case', 'QUINT'],
    ['email prefix', 'zq-'],
    ['phone digits', '312555'],
    ['phone as typed', '(312) 555'],
  ])('matches a %s', async (_label, q) => {
    const page = await list(cast.admin, `?query=${encodeURIComponent(q)}&per_page=100`);
    expect(page.clients.map((c) => c.id)).toContain(mine.id);
  });

  it('does not match the middle of a word', async () => {
    const page = await list(cast.admin, '?query=elda&per_page=100');
    expect(page.clients.map((c) => c.id)).not.toContain(mine.id);
  });

  it("searches only an employee's own links", async () => {
    expect((await list(cast.staff, '?query=xav')).clients).toEqual([]);
    expect((await list(cast.colleague, '?query=xav')).clients.map((c) => c.id)).toEqual([theirs.id]);
  });

  it('finds a client by a new last name after a rename, in the linked list too', async () => {
    const res = await api('PATCH', `/api/clients/${mine.id}`, cast.staff.cookie, { client: { last_name: 'Montgomery', version: mine.version } });
    expect(res.status).toBe(200);
    mine = clientFull.parse(res.json);
    expect((await list(cast.staff, '?query=montg')).clients.map((c) => c.id)).toEqual([mine.id]);
    expect((await list(cast.staff, '?query=quint')).clients).toEqual([]);
  });
});

describe('pages', () => {
  it('pages 12 by default and honours per_page up to 100', async () => {
    const boss = cast.admin;
    for (let i = 0; i < 3; i += 1) await createClientAs(boss.cookie, { name: `Pager${i}` });
    const first = await list(boss, '?query=pager&per_page=2');
    const second = await list(boss, '?query=pager&per_page=2&page=2');
    expect(first).toMatchObject({ total_entries: 3, total_pages: 2, current_page: 1 });
    expect(first.clients).toHaveLength(2);
    // By last name (all Lindqvist), then first name: page 2 holds the last one.
    expect(first.clients.map((c) => c.name)).toEqual(['Pager0', 'Pager1']);
    expect(second.clients.map((c) => c.name)).toEqual(['Pager2']);
    expect((await api('GET', '/api/clients?per_page=101', boss.cookie)).status).toBe(400);
  });
});
