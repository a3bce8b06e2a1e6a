// The other entities a submission names (docs/data-model.md T-SUBMIT, "before the write"), read by
// id with BatchGet through their owners' decoders (decision 024): locations, clients and whether
// the employee is linked to them.
import { clientKeys } from '#functions/model/client-keys.ts';
import { clientFromItem, clientLinkFromItem, type ClientRecord } from '#functions/model/client-record.ts';
import { locationKeys } from '#functions/model/location-keys.ts';
import { locationFromItem, type LocationRoot } from '#functions/model/location-record.ts';
import { batchGet } from '#functions/lib/db/queries.ts';

/** AP-LOC by id (BatchGet). */
export async function loadLocationsById(ids: readonly string[]): Promise<Map<string, LocationRoot>> {
  if (ids.length === 0) return new Map();
  const roots = (await batchGet(ids.map((id) => locationKeys.location(id)))).map(locationFromItem);
  return new Map(roots.map((l) => [l.id, l]));
}

/** AP-CLI by id (BatchGet, consistent: read before a write). */
export async function loadClientsById(ids: readonly string[]): Promise<Map<string, ClientRecord>> {
  if (ids.length === 0) return new Map();
  const clients = (await batchGet(ids.map((id) => clientKeys.client(id)), true)).map(clientFromItem);
  return new Map(clients.map((c) => [c.id, c]));
}

/** The ids among `clientIds` the employee is linked to (BatchGet of `EMP#<id>` / `CLIENT#<clientId>`). */
export async function linkedClientIds(employeeId: string, clientIds: readonly string[]): Promise<Set<string>> {
  if (clientIds.length === 0) return new Set();
  const links = await batchGet(clientIds.map((id) => clientKeys.employeeClient(employeeId, id)), true);
  return new Set(links.map(clientLinkFromItem).map((l) => l.clientId));
}
