// Client groups (REFERENCE §3.3, §4.2): add (an existing name in any case merges the members),
// rename or re-member, delete; each answers `{message, groups}`. The owner must be writable by the
// caller and the members visible to them; staff who see only linked clients never learn of others.
import { ulid } from 'ulid';
import type { AddGroupBody, ClientGroup, DeleteGroupBody, GroupsResponse, UpdateGroupBody } from '#functions/contract/clients.ts';
import { loadAccessibleClient, visibleClientIds } from '#functions/clients/client-access.ts';
import {
  addGroupCreate, addGroupDelete, addGroupMerge, addGroupUpdate, groupIdByName, listGroups, type ClientGroupRecord,
} from '#functions/clients/client-group-repository.ts';
import { getClients } from '#functions/clients/client-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { AppError, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';

const nameTaken = () => validationFailed({ group_name: 'Group name already exists' });

async function assertVisibleMembers(caller: StaffCaller, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const visible = await visibleClientIds(caller, unique);
  if (unique.some((id) => !visible.has(id))) throw notFound();
  return unique;
}

/** The owner's groups as the caller may see them: members they cannot see are left out. */
export async function groupsFor(caller: StaffCaller, ownerId: string, consistent = false): Promise<ClientGroup[]> {
  const groups = await listGroups(ownerId, consistent);
  const allIds = [...new Set(groups.flatMap((g) => g.clientIds))];
  const visible = await visibleClientIds(caller, allIds);
  const refs = new Map((await getClients([...visible])).map((c) => [c.id, { id: c.id, name: c.name, last_name: c.last_name }]));
  return groups.map((g) => {
    const shown = g.clientIds.filter((id) => refs.has(id));
    return { id: g.id, group_name: g.groupName, client_ids: shown, clients: shown.flatMap((id) => refs.get(id) ?? []) };
  });
}

async function respond(caller: StaffCaller, ownerId: string, message: string): Promise<GroupsResponse> {
  return { message, groups: await groupsFor(caller, ownerId, true) };
}

export async function addGroup(caller: StaffCaller, ownerId: string, body: AddGroupBody): Promise<GroupsResponse> {
  await loadAccessibleClient(caller, ownerId, 'write');
  const members = await assertVisibleMembers(caller, body.client_ids);
  const now = new Date().toISOString();
  const merge = async (groupId: string) => {
    const plan = new TransactionPlan();
    addGroupMerge({ plan, ownerId, groupId, clientIds: members, now, onGone: () => notFound() });
    await plan.commit();
    return respond(caller, ownerId, 'Group updated.');
  };
  const existing = await groupIdByName(ownerId, body.group_name);
  if (existing) return merge(existing);
  const plan = new TransactionPlan();
  const raced = new AppError('conflict', 409, 'raced');
  addGroupCreate(plan, { id: ulid(), ownerId, groupName: body.group_name, clientIds: members }, now, () => raced);
  try {
    await plan.commit();
  } catch (error) {
    // Another request created the same name meanwhile: merge into it, as if it had been there.
    const winner = error === raced ? await groupIdByName(ownerId, body.group_name) : undefined;
    if (winner) return merge(winner);
    throw error;
  }
  return respond(caller, ownerId, 'Group created.');
}

async function loadGroup(ownerId: string, groupId: string): Promise<ClientGroupRecord> {
  const group = (await listGroups(ownerId, true)).find((g) => g.id === groupId);
  if (!group) throw notFound();
  return group;
}

export async function updateGroup(caller: StaffCaller, ownerId: string, body: UpdateGroupBody): Promise<GroupsResponse> {
  await loadAccessibleClient(caller, ownerId, 'write');
  const group = await loadGroup(ownerId, body.group_id);
  let clientIds = group.clientIds;
  if (body.client_ids) {
    const sent = await assertVisibleMembers(caller, body.client_ids);
    // Members the caller cannot see stay: they could not have chosen to remove them.
    const visible = await visibleClientIds(caller, group.clientIds);
    clientIds = [...new Set([...sent, ...group.clientIds.filter((id) => !visible.has(id))])];
  }
  const plan = new TransactionPlan();
  const next = { groupName: body.new_group_name ?? group.groupName, clientIds };
  addGroupUpdate({ plan, current: group, next, now: new Date().toISOString(), onTaken: nameTaken });
  await plan.commit();
  return respond(caller, ownerId, 'Group updated.');
}

export async function deleteGroup(caller: StaffCaller, ownerId: string, body: DeleteGroupBody): Promise<GroupsResponse> {
  await loadAccessibleClient(caller, ownerId, 'write');
  const group = await loadGroup(ownerId, body.group_id);
  const plan = new TransactionPlan();
  addGroupDelete(plan, group);
  await plan.commit();
  return respond(caller, ownerId, 'Group deleted.');
}
