// The public booking views (REFERENCE §4.2): only locations open for online booking, only active
// staff, and only public fields. Anything else looks like it does not exist (404).
import type { PublicEmployee, PublicLocation } from '#functions/contract/locations.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import { isBookable, linksByLocation, linkedEmployees, toPublicEmployee, toPublicLocation } from '#functions/locations/location-dto.ts';
import { listAllLinks } from '#functions/employees/public.ts';
import { getLocation, listLinksOfLocation, listLocations } from '#functions/locations/location-repository.ts';

/** GET /api/client/locations: AP-LOC-1 + AP-EMP-8, joined in memory. */
export async function listBookableLocations(): Promise<PublicLocation[]> {
  const [locations, links] = await Promise.all([listLocations(), listAllLinks()]);
  const linksOf = linksByLocation(links);
  return locations
    .filter(isBookable)
    .map((location) => toPublicLocation(location, linkedEmployees(linksOf.get(location.id) ?? [])));
}

/** GET /api/client/locations/{id}/employees: AP-LOC-2 + AP-EMP-9. */
export async function listBookableEmployees(locationId: string): Promise<PublicEmployee[]> {
  const [location, links] = await Promise.all([getLocation(locationId), listLinksOfLocation(locationId)]);
  if (!location || !isBookable(location)) throw notFound();
  return linkedEmployees(links).map(toPublicEmployee);
}
