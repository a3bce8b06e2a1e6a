// Who may see and change which client (REFERENCE §1, CB 1). Admin: every client. Inventory manager:
// the contact data of every client; clinical data (files, charts, responses) and writes only when
// linked. Employee or mentor: linked clients only. An object the caller may not see is a 404.
import { isLinked, linkedAmong } from '#functions/clients/client-link-repository.ts';
import type { ClientRecord } from '#functions/model/client-record.ts';
import { getClient, getClients } from '#functions/clients/client-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';

/** contact = profile and directory; clinical = files, charts, responses; write = updates and groups. */
export type ClientNeed = 'contact' | 'clinical' | 'write';

const seesAllContacts = (caller: StaffCaller) => caller.isAdmin || caller.isInvManager;

export async function mayAccess(caller: StaffCaller, clientId: string, need: ClientNeed): Promise<boolean> {
  if (caller.isAdmin) return true;
  if (need === 'contact' && caller.isInvManager) return true;
  return isLinked(caller.employeeId, clientId);
}

/** The client, when the caller may access it for `need`; otherwise 404 (never "exists but hidden"). */
export async function loadAccessibleClient(caller: StaffCaller, clientId: string, need: ClientNeed, consistent = false): Promise<ClientRecord> {
  const [client, allowed] = await Promise.all([getClient(clientId, consistent), mayAccess(caller, clientId, need)]);
  if (!client || !allowed) throw notFound();
  return client;
}

/** The subset of `ids` whose contact data the caller may see (BatchGet of links for non-managers). */
export async function visibleClientIds(caller: StaffCaller, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  if (seesAllContacts(caller)) return new Set((await getClients(ids)).map((c) => c.id));
  return linkedAmong(caller.employeeId, ids);
}

export const seesClinicalOf = (caller: StaffCaller, clientId: string): Promise<boolean> => mayAccess(caller, clientId, 'clinical');
