// GET /api/locations/{id}: one location with its staff, archived ones included, for the edit form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { location, type Location } from '#functions/contract/locations.ts';
import { locationsKey } from '#web/features/locations/api/get-locations.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function getLocation(id: string, signal?: AbortSignal): Promise<Location> {
  return apiJson('locations.get', { params: { id }, schema: location, signal });
}

export function locationQueryOptions(id: string) {
  return queryOptions({ queryKey: [...locationsKey, 'detail', id], queryFn: ({ signal }) => getLocation(id, signal) });
}

export function useLocationDetail(id: string) {
  return useQuery(locationQueryOptions(id));
}
