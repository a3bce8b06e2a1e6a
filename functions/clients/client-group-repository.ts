// Client groups (data model §2.2): `CLIENT#<ownerId>/GROUP#<groupId>`, members in a String Set, the
// name unique per owner ignoring case (`CLIENT_GROUP`). Adding an existing name merges the members
// with `ADD` (commutative, so no version is needed).
import { clientKeys } from '#functions/model/client-keys.ts';
import { queryChildren } from '#functions/lib/db/queries.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import { lookupOwner, type Item } from '#functions/lib/db/read.ts';
import { keys, normName } from '#functions/lib/db/keys.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { addNameSwap, uniqueNameItem, versionedSet } from '#functions/lib/db/write-steps.ts';
import type { AppError } from '#functions/lib/errors/app-error.ts';

export interface ClientGroupRecord {
  id: string;
  ownerId: string;
  groupName: string;
  clientIds: string[];
  version: number;
}

const members = (value: unknown): string[] => (value instanceof Set ? [...value as Set<string>] : Array.isArray(value) ? value.map(String) : []).sort();

export function groupFromItem(item: Item): ClientGroupRecord {
  const r = readItem('client_group', item);
  return {
    id: r.string('id'), ownerId: r.string('owner_id'), groupName: r.string('group_name'), clientIds: members(item.client_ids),
    version: r.intOr('version', 1),
  };
}

const uniqueValue = (ownerId: string, name: string) => clientKeys.groupName(ownerId, name);

/** AP-CLI-4: the owner's groups, by name. */
export async function listGroups(ownerId: string, consistent = false): Promise<ClientGroupRecord[]> {
  const items = await queryChildren(clientKeys.client(ownerId).PK, clientKeys.groupPrefix, consistent);
  return items.map(groupFromItem).sort((a, b) => a.groupName.localeCompare(b.groupName));
}

/** AP-CLI-5: the id of the owner's group with this name, ignoring case. */
export const groupIdByName = (ownerId: string, name: string): Promise<string | undefined> =>
  lookupOwner('CLIENT_GROUP', normName(uniqueValue(ownerId, name)));

export function newGroupItems(g: Omit<ClientGroupRecord, 'version'>, now: string): { group: Item; unique: Item } {
  const group: Item = {
    ...clientKeys.group(g.ownerId, g.id), entity: 'client_group', id: g.id, owner_id: g.ownerId, group_name: g.groupName,
    created_at: now, updated_at: now, version: 1,
  };
  // DynamoDB has no empty sets: an empty group simply has no `client_ids`.
  if (g.clientIds.length > 0) group.client_ids = new Set(g.clientIds);
  return { group, unique: uniqueNameItem('CLIENT_GROUP', uniqueValue(g.ownerId, g.groupName), { type: 'client_group', id: g.id }, now) };
}

export function addGroupCreate(plan: TransactionPlan, g: Omit<ClientGroupRecord, 'version'>, now: string, onTaken: () => AppError): void {
  const { group, unique } = newGroupItems(g, now);
  plan.put(group).put(unique, onTaken);
}

/** Merge members into an existing group (`ADD` on the String Set). */
export function addGroupMerge({ plan, ownerId, groupId, clientIds, now, onGone }: {
  plan: TransactionPlan; ownerId: string; groupId: string; clientIds: readonly string[]; now: string; onGone: () => AppError;
}): void {
  plan.update(clientKeys.group(ownerId, groupId), {
    expression: clientIds.length > 0 ? 'ADD client_ids :m SET #u = :now' : 'SET #u = :now',
    condition: 'attribute_exists(PK)',
    names: { '#u': 'updated_at' },
    values: { ':now': now, ...(clientIds.length > 0 ? { ':m': new Set(clientIds) } : {}) },
  }, onGone);
}

/** Rename and/or replace the members, from the version read. */
export function addGroupUpdate({ plan, current, next, now, onTaken }: {
  plan: TransactionPlan; current: ClientGroupRecord; next: { groupName: string; clientIds: string[] }; now: string; onTaken: () => AppError;
}): void {
  const remove = next.clientIds.length === 0 ? ['client_ids'] : [];
  plan.update(clientKeys.group(current.ownerId, current.id), versionedSet({
    group_name: next.groupName, ...(next.clientIds.length > 0 ? { client_ids: new Set(next.clientIds) } : {}),
  }, current.version, now, remove));
  addNameSwap({
    plan, kind: 'CLIENT_GROUP', from: uniqueValue(current.ownerId, current.groupName), to: uniqueValue(current.ownerId, next.groupName),
    owner: { type: 'client_group', id: current.id }, now, onTaken,
  });
}

export function addGroupDelete(plan: TransactionPlan, group: ClientGroupRecord): void {
  plan.delete(clientKeys.group(group.ownerId, group.id), { expression: 'id = :id', values: { ':id': group.id } });
  plan.delete(keys.unique('CLIENT_GROUP', normName(uniqueValue(group.ownerId, group.groupName))), { expression: 'owner_id = :o', values: { ':o': group.id } });
}
