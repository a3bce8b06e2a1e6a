// Client reads (REFERENCE §3.3, §4.2): the directory page and ClientFull. Visibility per §1: admins
// and inventory managers list everyone, other staff their linked clients; an unseen client is 404.
import type { ClientFull, ClientPage, ListClientsQuery } from '#functions/contract/clients.ts';
import type { EmployeeRef } from '#functions/contract/common.ts';
import { mayAccess } from '#functions/clients/client-access.ts';
import { toClientFull, toClientListItem } from '#functions/clients/client-dto.ts';
import { groupsFor } from '#functions/clients/client-group-service.ts';
import { listDirectoryPage, listLinksOfClient } from '#functions/clients/client-link-repository.ts';
import type { ClientRecord } from '#functions/model/client-record.ts';
import { getClientAggregate } from '#functions/clients/client-repository.ts';
import { loadEmployeeRoots } from '#functions/employees/public.ts';
import type { EmployeeRoot } from '#functions/model/employee-record.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { targetEmployeeId } from '#functions/lib/auth/employee-scope.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import { presignGet } from '#functions/lib/storage/object-storage-repository.ts';

export async function listClients(caller: StaffCaller, q: ListClientsQuery): Promise<ClientPage> {
  const seesAll = caller.isAdmin || caller.isInvManager;
  // Managers may list a colleague's linked clients (they see every contact anyway); others only their own.
  const employeeId = q.employee_id !== undefined || !seesAll ? targetEmployeeId(caller, q.employee_id, { managersMayNameOthers: true }) : undefined;
  const page = await listDirectoryPage({
    ...(employeeId ? { employeeId } : {}), ...(q.query ? { query: q.query } : {}), page: q.page, perPage: q.per_page,
  });
  return { clients: page.items.map(toClientListItem), current_page: page.current_page, total_pages: page.total_pages, total_entries: page.total_entries };
}

/** A referrer's name; a removed employee still has a root, so the ref survives. */
async function employeeRef(id: string | null): Promise<EmployeeRef | null> {
  if (!id) return null;
  const root = (await loadEmployeeRoots([id])).get(id);
  return root ? { id, name: root.name } : null;
}

export const photoUrlOf = (client: ClientRecord): Promise<string | null> =>
  client.profile_photo_key ? presignGet(client.profile_photo_key, `${client.name}-${client.last_name}-photo`) : Promise.resolve(null);

export async function getClientFull(caller: StaffCaller, id: string, consistent = false): Promise<ClientFull> {
  const [aggregate, contact, clinical] = await Promise.all([
    getClientAggregate(id, consistent), mayAccess(caller, id, 'contact'), mayAccess(caller, id, 'clinical'),
  ]);
  if (!aggregate || !contact) throw notFound();
  const [links, referred, groups, photoUrl] = await Promise.all([
    listLinksOfClient(id), employeeRef(aggregate.client.referred_employee_id), groupsFor(caller, id, consistent), photoUrlOf(aggregate.client),
  ]);
  // Links written by sign-up carry no employee name; those few are read in one BatchGet.
  const unnamed = links.filter((l) => !l.employeeName).map((l) => l.employeeId);
  const roots = unnamed.length > 0 ? await loadEmployeeRoots(unnamed) : new Map<string, EmployeeRoot>();
  const employees = links.map((l) => ({ id: l.employeeId, name: l.employeeName ?? roots.get(l.employeeId)?.name ?? '' }));
  return toClientFull({ ...aggregate, employees, referredEmployee: referred, groups, photoUrl, clinical });
}
