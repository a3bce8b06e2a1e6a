// The directory by last name, then first name (decision 036): AP-CLI-1 for admins, AP-EMP-13 (the
// links' GSI2) for an employee's linked clients, kept in order by a rename, under search and across
// numbered pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { clientPage, type ClientFull } from '#functions/contract/clients.ts';
import { signInCast, type SignedIn } from '#test/support/sessions.ts';
import { api, createClientAs, uniqueEmail } from '#test/functions/clients/client-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
const made = new Map<string, ClientFull>();

// Created in an order that is neither the name order nor its reverse. Every email starts `ordr-`,
// so `?query=ordr` isolates them from the cast's other clients in the admin's list.
const people = [
  ['Zed', 'Smith'], ['Bea', 'Ortega'], ['Al', 'Smith Jones'], ['Cy', 'Álvarez'], ['Ana', 'ortega'],
] as const;
const nameOrder = ['Cy Álvarez', 'Ana ortega', 'Bea Ortega', 'Zed Smith', 'Al Smith Jones'];

beforeAll(async () => {
  cast = await signInCast();
  for (const [name, last] of people) made.set(name, await createClientAs(cast.staff.cookie, { name, last_name: last, email: uniqueEmail('ordr') }));
});

const names = async (who: SignedIn, query: string) =>
  clientPage.parse((await api('GET', `/api/clients${query}`, who.cookie)).json).clients.map((c) => `${c.name} ${c.last_name}`);

describe('the directory by last name', () => {
  it('lists every client by last name, then first name, for admins and inventory managers', async () => {
    expect(await names(cast.admin, '?query=ordr&per_page=100')).toEqual(nameOrder);
    expect(await names(cast.manager, '?query=ordr&per_page=100')).toEqual(nameOrder);
  });

  it("lists an employee's linked clients in the same order", async () => {
    expect(await names(cast.staff, '?per_page=100')).toEqual(nameOrder);
    expect(await names(cast.manager, `?employee_id=${cast.staff.id}&per_page=100`)).toEqual(nameOrder);
  });

  it('keeps the order across numbered pages, for both lists', async () => {
    for (const [who, query] of [[cast.admin, '?query=ordr&per_page=2'], [cast.staff, '?per_page=2']] as const) {
      const pages = await Promise.all([1, 2, 3].map((page) => names(who, `${query}&page=${page}`)));
      expect(pages).toEqual([nameOrder.slice(0, 2), nameOrder.slice(2, 4), nameOrder.slice(4)]);
    }
  });

  it('keeps the order under a search', async () => {
    expect(await names(cast.admin, '?query=orteg')).toEqual(['Ana ortega', 'Bea Ortega']);
    expect(await names(cast.staff, '?query=orteg&per_page=1&page=2')).toEqual(['Bea Ortega']);
  });

  it('moves a renamed client to its new place, in both lists', async () => {
    const zed = made.get('Zed');
    if (!zed) throw new Error('missing client');
    const res = await api('PATCH', `/api/clients/${zed.id}`, cast.admin.cookie, { client: { last_name: 'Abbott', version: zed.version } });
    expect(res.status).toBe(200);
    const renamed = ['Zed Abbott', 'Cy Álvarez', 'Ana ortega', 'Bea Ortega', 'Al Smith Jones'];
    expect(await names(cast.admin, '?query=ordr&per_page=100')).toEqual(renamed);
    expect(await names(cast.staff, '?per_page=100')).toEqual(renamed);
  });
});
