// Admin writes of locations (REFERENCE §3.4, data model T-LOC): create and update, each one
// transaction with the name's uniqueness item and the staff links. Archiving is an update.
import { ulid } from 'ulid';
import type { CreateLocationBody, Location, UpdateLocationBody } from '#functions/contract/locations.ts';
import { addNameSwap } from '#functions/lib/db/write-steps.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';
import { toLocation } from '#functions/locations/location-dto.ts';
import type { LocationRoot } from '#functions/model/location-record.ts';
import {
  addLocationUpdate, getLocation, listLinksOfLocation, newLocationItems, refreshLinkLocationName,
} from '#functions/locations/location-repository.ts';
import { planStaffLinks } from '#functions/locations/location-staff-links.ts';

const nameTaken = () => validationFailed({ name: 'Location name already exists' });

export async function createLocation(body: CreateLocationBody): Promise<Location> {
  const { employee_ids: employeeIds, ...fields } = body;
  const now = new Date().toISOString();
  const { root, unique, location } = newLocationItems(ulid(), fields, now);
  const plan = new TransactionPlan().put(root).put(unique, nameTaken);
  const employees = await planStaffLinks(plan, location, employeeIds, [], now);
  await plan.commit();
  return toLocation(location, employees);
}

/** The stored location for an update: 404 when missing, 409 at once when the version is stale. */
async function loadForUpdate(id: string, version: number): Promise<LocationRoot> {
  const current = await getLocation(id, true);
  if (!current) throw notFound();
  if (current.version !== version) throw conflict();
  return current;
}

export async function updateLocation(id: string, body: UpdateLocationBody): Promise<Location> {
  const { version, employee_ids: employeeIds, ...sent } = body;
  const changes = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  const [current, links] = await Promise.all([loadForUpdate(id, version), listLinksOfLocation(id)]);
  const now = new Date().toISOString();
  const updated: LocationRoot = { ...current, ...changes, version: version + 1 };
  const plan = new TransactionPlan();
  addLocationUpdate({ plan, id, changes, version, now });
  if (sent.name !== undefined) {
    addNameSwap({ plan, kind: 'LOC_NAME', from: current.name, to: sent.name, owner: { type: 'location', id }, now, onTaken: nameTaken });
  }
  const employees = await planStaffLinks(plan, updated, employeeIds, links, now);
  await plan.commit();
  if (sent.name !== undefined && sent.name !== current.name) await refreshLinkLocationName(id, sent.name);
  return toLocation(updated, employees);
}
