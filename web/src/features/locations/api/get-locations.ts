// GET /api/locations: the practice's locations, here for pickers. Each entry is read as a LocationRef
// (`{id, name}`; zod drops the other keys) until the locations contract lands with the Locations
// screen. Cached for 15 minutes; locations change rarely and their screen will invalidate this key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { locationRef, type LocationRef } from '#functions/contract/common.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const locationsKey = ['locations'] as const;

export function getLocations(signal?: AbortSignal): Promise<LocationRef[]> {
  return apiJson('locations.list', { schema: z.array(locationRef), signal });
}

export function locationsQueryOptions() {
  return queryOptions({ queryKey: [...locationsKey, 'list'], queryFn: ({ signal }) => getLocations(signal) });
}

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
