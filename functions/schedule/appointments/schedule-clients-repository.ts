// The clients a staff member may book for: every client (GSI1 `CLIENTS`, AP-CLI-1) or an employee's
// linked clients (AP-EMP-15, with the names copied onto the links).
import { clientKeys } from '#functions/model/client-keys.ts';
import { clientFromItem, clientLinkFromItem } from '#functions/model/client-record.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { locationLinkFromItem } from '#functions/model/employee-record.ts';
import type { ClientRef } from '#functions/contract/common.ts';
import { batchGet, queryChildren, queryPartition } from '#functions/lib/db/queries.ts';
import { locationKeys } from '#functions/model/location-keys.ts';
import { locationFromItem } from '#functions/model/location-record.ts';
import { scheduleKeys } from '#functions/model/schedule-keys.ts';

export async function listAllClientRefs(): Promise<ClientRef[]> {
  const items = await queryPartition(clientKeys.allClients());
  return items.map(clientFromItem).map((c) => ({ id: c.id, name: c.name, last_name: c.last_name }));
}

export async function listLinkedClientRefs(employeeId: string): Promise<ClientRef[]> {
  const links = await queryChildren(scheduleKeys.employeePartition(employeeId), clientKeys.linkPrefix);
  return links.map(clientLinkFromItem).map((l) => ({ id: l.clientId, name: l.clientName, last_name: l.clientLastName }));
}

export interface EmployeeLocation { id: string; name: string; timezone: string; archived: boolean }

/** AP-EMP-3 + the location roots (one BatchGet): the employee's locations with their zones. */
export async function listEmployeeLocations(employeeId: string): Promise<EmployeeLocation[]> {
  const links = await queryChildren(scheduleKeys.employeePartition(employeeId), employeeKeys.locationLinkPrefix, true);
  return loadLocationsByIds(links.map(locationLinkFromItem).map((l) => l.location_id));
}

export async function loadLocationsByIds(ids: readonly string[]): Promise<EmployeeLocation[]> {
  if (ids.length === 0) return [];
  const roots = await batchGet(ids.map((id) => locationKeys.location(id)));
  return roots.map(locationFromItem).map((l) => ({ id: l.id, name: l.name, timezone: l.timezone, archived: l.archived }));
}

