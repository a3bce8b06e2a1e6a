// Groups (REFERENCE §3.3, §4.2): add, merge on the same name in another case, rename and re-member,
// delete; members must be clients the caller may see.
import { beforeAll, describe, expect, it } from 'vitest';
import { groupsResponse, type ClientFull } from '#functions/contract/clients.ts';
import { signInCast } from '#test/support/sessions.ts';
import { api, createClientAs } from '#test/functions/clients/client-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
let owner: ClientFull;
let a: ClientFull;
let b: ClientFull;
let hidden: ClientFull;

beforeAll(async () => {
  cast = await signInCast();
  [owner, a, b] = await Promise.all([createClientAs(cast.staff.cookie), createClientAs(cast.staff.cookie), createClientAs(cast.staff.cookie)]);
  hidden = await createClientAs(cast.colleague.cookie);
});

const add = (body: unknown, cookie = cast.staff.cookie) => api('POST', `/api/clients/${owner.id}/add_group`, cookie, body);

describe('groups', () => {
  it('adds a group and merges members when the same name comes in another case', async () => {
    const first = await add({ group_name: 'Family', client_ids: [a.id] });
    expect(first.status).toBe(200);
    const merged = groupsResponse.parse((await add({ group_name: '  fAMILY ', client_ids: [b.id] })).json);
    expect(merged.groups).toHaveLength(1);
    expect(merged.groups[0]).toMatchObject({ group_name: 'Family' });
    expect(merged.groups[0]?.client_ids.sort()).toEqual([a.id, b.id].sort());
    expect(merged.groups[0]?.clients.map((c) => c.name)).toEqual(['Ava', 'Ava']);
  });

  it('merges two concurrent adds of the same new name into one group', async () => {
    const results = await Promise.all([add({ group_name: 'Book Club', client_ids: [a.id] }), add({ group_name: 'book club', client_ids: [b.id] })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const groups = groupsResponse.parse((await add({ group_name: 'BOOK CLUB' })).json).groups.filter((g) => g.group_name.toLowerCase() === 'book club');
    expect(groups).toHaveLength(1);
    expect(groups[0]?.client_ids.sort()).toEqual([a.id, b.id].sort());
  });

  it('refuses members the caller cannot see (404)', async () => {
    expect((await add({ group_name: 'Secret', client_ids: [hidden.id] })).status).toBe(404);
  });

  it('renames and re-members; a rename onto another group name is 422', async () => {
    const { groups } = groupsResponse.parse((await add({ group_name: 'Tennis', client_ids: [a.id] })).json);
    const tennis = groups.find((g) => g.group_name === 'Tennis');
    const res = await api('PATCH', `/api/clients/${owner.id}/update_group`, cast.staff.cookie, { group_id: tennis?.id, new_group_name: 'Padel', client_ids: [b.id] });
    expect(res.status).toBe(200);
    expect(groupsResponse.parse(res.json).groups.find((g) => g.id === tennis?.id)).toMatchObject({ group_name: 'Padel', client_ids: [b.id] });
    const clash = await api('PATCH', `/api/clients/${owner.id}/update_group`, cast.staff.cookie, { group_id: tennis?.id, new_group_name: 'family' });
    expect(clash.status).toBe(422);
    // The old name is free again.
    expect(groupsResponse.parse((await add({ group_name: 'tennis' })).json).groups.map((g) => g.group_name)).toContain('tennis');
  });

  it('deletes a group', async () => {
    const { groups } = groupsResponse.parse((await add({ group_name: 'Temporary' })).json);
    const temp = groups.find((g) => g.group_name === 'Temporary');
    const res = await api('DELETE', `/api/clients/${owner.id}/delete_group`, cast.staff.cookie, { group_id: temp?.id });
    expect(res.status).toBe(200);
    expect(groupsResponse.parse(res.json)).toMatchObject({ message: 'Group deleted.' });
    expect(groupsResponse.parse(res.json).groups.map((g) => g.id)).not.toContain(temp?.id);
  });

  it('hides groups of an unlinked owner (404) from an employee and an inventory manager', async () => {
    for (const who of [cast.colleague, cast.manager]) expect((await add({ group_name: 'Nope' }, who.cookie)).status).toBe(404);
  });
});
