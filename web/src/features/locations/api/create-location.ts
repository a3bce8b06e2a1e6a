// POST /api/locations (admin): 201 with the new location; a taken name answers 422 with
// `name: "Location name already exists"`. Linking staff changes their records too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { location, type CreateLocationBody, type Location } from '#functions/contract/locations.ts';
import { invalidateLocationReads } from '#web/features/locations/api/invalidate-location-reads.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function createLocation(body: CreateLocationBody): Promise<Location> {
  return apiJson('locations.create', { body, schema: location });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLocation, onSuccess: () => invalidateLocationReads(queryClient) });
}
