// GET /api/locations: the practice's locations with their staff (REFERENCE §4.0 Location). The
// settings list asks by status (Active / Archived / All); pickers use the default, active only,
// because archived locations are hidden from pickers and booking (REFERENCE §3.4). Cached for 15
// minutes; every location write invalidates `locationsKey`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { location, type Location } from '#functions/contract/locations.ts';
import { apiJson } from '#web/lib/api-client.ts';

/** The root of every locations query: a write invalidates all of them at once. */
export const locationsKey = ['locations'] as const;

export type LocationStatus = 'active' | 'archived' | 'all';

export async function getLocations(status: LocationStatus, signal?: AbortSignal): Promise<Location[]> {
  const list = await apiJson('locations.list', { query: { status }, schema: z.array(location), signal });
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}

export function locationsQueryOptions(status: LocationStatus = 'active') {
  return queryOptions({ queryKey: [...locationsKey, 'list', status], queryFn: ({ signal }) => getLocations(status, signal) });
}

/** Active locations unless a status is named: what every picker offers. */
export function useLocations(status: LocationStatus = 'active') {
  return useQuery(locationsQueryOptions(status));
}
