// The clients a staff member may book for: every client (GSI1 `CLIENTS`, AP-CLI-1) or an employee's
// linked clients (AP-EMP-13, with the names copied onto the links).
import { clientKeys } from '#functions/clients/client-keys.ts';
import type { ClientRef } from '#functions/contract/common.ts';
import { batchGet, queryChildren, queryPartition } from '#functions/lib/db/queries.ts';
import { locationKeys } from '#functions/locations/location-keys.ts';
import { scheduleKeys } from '#functions/schedule/schedule-keys.ts';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

export async function listAllClientRefs(): Promise<ClientRef[]> {
  const items = await queryPartition(clientKeys.allClients());
  return items.map((i) => ({ id: text(i.id), name: text(i.name), last_name: text(i.last_name) }));
}

export async function listLinkedClientRefs(employeeId: string): Promise<ClientRef[]> {
  const links = await queryChildren(scheduleKeys.employeePartition(employeeId), 'CLIENT#');
  return links.map((l) => ({ id: text(l.client_id), name: text(l.client_name), last_name: text(l.client_last_name) }));
}

export interface EmployeeLocation { id: string; name: string; timezone: string; archived: boolean }

/** AP-EMP-3 + the location roots (one BatchGet): the employee's locations with their zones. */
export async function listEmployeeLocations(employeeId: string): Promise<EmployeeLocation[]> {
  const links = await queryChildren(scheduleKeys.employeePartition(employeeId), 'LOC#', true);
  return loadLocationsByIds(links.map((l) => text(l.location_id)));
}

export async function loadLocationsByIds(ids: readonly string[]): Promise<EmployeeLocation[]> {
  if (ids.length === 0) return [];
  const roots = await batchGet(ids.map((id) => locationKeys.location(id)));
  return roots.map((r) => ({ id: text(r.id), name: text(r.name), timezone: text(r.timezone) || 'UTC', archived: r.archived === true }));
}

