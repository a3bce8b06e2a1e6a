// Employee–client links ("linked client", data model §2.1) and the directory pages (AP-CLI-1,
// AP-EMP-13). A link carries display copies of the client so an employee's directory is one Query.
import { clientKeys, directorySortKey } from '#functions/model/client-keys.ts';
import { clientFromItem, clientLinkFromItem, type ClientLink, type ClientRecord } from '#functions/model/client-record.ts';
import { searchTerm, searchText } from '#functions/clients/client-search-text.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { queryPage, type Page, type RangeQuery } from '#functions/lib/db/paged-query.ts';
import { batchGet, queryAll, queryChildren } from '#functions/lib/db/queries.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { refreshDisplayCopies } from '#functions/lib/db/write-steps.ts';

/** AP-EMP-14: is the client linked to the employee? (consistent: it decides access) */
export async function isLinked(employeeId: string, clientId: string): Promise<boolean> {
  return (await getItem(clientKeys.employeeClient(employeeId, clientId), true)) !== undefined;
}

/** AP-EMP-14 for several clients at once (BatchGet): the ids among `clientIds` linked to the employee. */
export async function linkedAmong(employeeId: string, clientIds: readonly string[]): Promise<Set<string>> {
  const items = await batchGet(clientIds.map((id) => clientKeys.employeeClient(employeeId, id)), true);
  return new Set(items.map((i) => clientLinkFromItem(i).clientId));
}

/** AP-CLI-3: the client's linked employees. */
export async function listLinksOfClient(clientId: string): Promise<ClientLink[]> {
  const items = await queryAll({
    IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': clientKeys.linksOfClient(clientId).GSI1PK },
  });
  return items.map(clientLinkFromItem);
}

/** AP-EMP-15 (unpaged): every client linked to an employee. */
export async function listClientIdsOfEmployee(employeeId: string): Promise<string[]> {
  return (await queryChildren(employeeKeys.employee(employeeId).PK, clientKeys.linkPrefix)).map((i) => clientLinkFromItem(i).clientId);
}

/** What a link copies of its client (display and search copies). */
export type LinkClient = Pick<ClientRecord, 'id' | 'name' | 'last_name' | 'email' | 'phone_number'>;

/** The copies, and the link's place in its employee's directory (AP-EMP-13 sorts by the copied name). */
const copiesOf = (c: LinkClient) => ({
  client_name: c.name, client_last_name: c.last_name, client_email: c.email, client_phone: c.phone_number, search_text: searchText(c),
  GSI2SK: directorySortKey(c),
});

/**
 * The link as an upsert (`SET created_at = if_not_exists(...)`, no condition), so it can sit in a
 * creation, booking or invoice transaction whether or not the link exists (data model §2.1).
 */
const linkAttributes = (employee: { id: string; name: string }, client: LinkClient): Item => ({
  entity: 'employee_client', employee_id: employee.id, client_id: client.id, employee_name: employee.name,
  ...copiesOf(client), ...clientKeys.linkIndex(client.id, employee.id), ...clientKeys.linkDirectoryIndex(employee.id, client),
});

/** The whole link item (the seed writes it directly). */
export const newLinkItem = (employee: { id: string; name: string }, client: LinkClient, now: string): Item => ({
  ...clientKeys.employeeClient(employee.id, client.id), ...linkAttributes(employee, client), created_at: now,
});

export function addLinkUpsert(plan: TransactionPlan, employee: { id: string; name: string }, client: LinkClient, now: string): void {
  const entries = Object.entries(linkAttributes(employee, client));
  plan.update(clientKeys.employeeClient(employee.id, client.id), {
    expression: `SET ${entries.map((_, i) => `#l${i} = :l${i}`).join(', ')}, #ca = if_not_exists(#ca, :now)`,
    names: { ...Object.fromEntries(entries.map(([k], i) => [`#l${i}`, k])), '#ca': 'created_at' },
    values: { ...Object.fromEntries(entries.map(([, v], i) => [`:l${i}`, v])), ':now': now },
  });
}

export function addLinkRemoval(plan: TransactionPlan, employeeId: string, clientId: string): void {
  plan.delete(clientKeys.employeeClient(employeeId, clientId));
}

/** After a client's name, email or phone changes: the copies on its links (AP-CLI-3). */
export async function refreshLinkCopies(client: ClientRecord): Promise<void> {
  const links = await listLinksOfClient(client.id);
  await refreshDisplayCopies(links.map((l) => clientKeys.employeeClient(l.employeeId, l.clientId)), copiesOf(client));
}

/** A directory row: read from a client root (all clients) or from a link's copies (an employee's). */
export type DirectoryRow = Pick<ClientRecord, 'id' | 'name' | 'last_name' | 'email' | 'phone_number'>;

const rowFromRoot = (i: Item): DirectoryRow => {
  const c = clientFromItem(i);
  return { id: c.id, name: c.name, last_name: c.last_name, email: c.email, phone_number: c.phone_number };
};
const rowFromLink = (i: Item): DirectoryRow => {
  const l = clientLinkFromItem(i);
  return { id: l.clientId, name: l.clientName, last_name: l.clientLastName, email: l.clientEmail, phone_number: l.clientPhone };
};

export interface DirectoryQuery {
  /** The employee whose linked clients to list; undefined = every client. */
  employeeId?: string;
  query?: string;
  page: number;
  perPage: number;
}

/** AP-CLI-1 (all clients) or AP-EMP-13 (an employee's links), by last name then first name, word-prefix search. */
export async function listDirectoryPage(q: DirectoryQuery): Promise<Page<DirectoryRow>> {
  const filter = q.query ? { FilterExpression: 'contains(search_text, :q)', values: { ':q': searchTerm(q.query) } } : { values: {} };
  const range: RangeQuery = q.employeeId
    ? { IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': clientKeys.linksOfEmployee(q.employeeId).GSI2PK, ...filter.values }, ScanIndexForward: true }
    : { IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': clientKeys.allClients().GSI1PK, ...filter.values }, ScanIndexForward: true };
  if (filter.FilterExpression) range.FilterExpression = filter.FilterExpression;
  const page = await queryPage([range], q.page, q.perPage);
  return { ...page, items: page.items.map(q.employeeId ? rowFromLink : rowFromRoot) };
}
