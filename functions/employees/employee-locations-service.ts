// An employee's locations, for staff (`/api/employees/{id}/locations`) and for the public booking
// card (`/api/client/employees/{id}`), both from AP-EMP-3 ordered by `position` (1 = primary).
import type { LocationPosition } from '#functions/employees/employee-dto.ts';
import { toLocationPositions } from '#functions/employees/employee-dto.ts';
import { loadLocations } from '#functions/employees/employee-list-repository.ts';
import { loadActiveEmployee } from '#functions/employees/employee-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { forbidden, notFound } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

/** Admins and inventory managers may read anyone's locations; other staff only their own. */
export async function listEmployeeLocations(caller: StaffCaller, id: string): Promise<LocationPosition[]> {
  if (!caller.isAdmin && !caller.isInvManager && id !== caller.employeeId) throw forbidden();
  const record = await loadActiveEmployee(id);
  if (!record) throw notFound();
  return toLocationPositions(record.locations);
}

export interface PublicEmployeeCard {
  id: string;
  name: string;
  profile_photo_url: string | null;
  require_deposit: boolean;
  deposit_amount_cents: number;
  locations: LocationPosition[];
}

/**
 * The public card of a bookable employee: nothing private. Removed employees are not found;
 * archived locations are left out, and names come from the location roots (never stale copies).
 */
export async function getPublicEmployeeCard(id: string): Promise<PublicEmployeeCard> {
  const record = await loadActiveEmployee(id);
  if (!record) throw notFound();
  const [settings, locations] = await Promise.all([
    loadPracticeSettings(),
    loadLocations(record.locations.map((l) => l.location_id)),
  ]);
  const bookable = toLocationPositions(record.locations).flatMap((link) => {
    const location = locations.get(link.id);
    return location && !location.archived ? [{ ...link, name: location.name }] : [];
  });
  return {
    id: record.root.id, name: record.root.name, profile_photo_url: null,
    require_deposit: record.root.require_deposit, deposit_amount_cents: settings.deposit_amount_cents,
    locations: bookable,
  };
}
