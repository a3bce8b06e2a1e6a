// PATCH /api/locations/{id} (admin): edits, renames, archives (`archived: true`) or replaces the
// staff, with the `version` the form started from; a stale one answers 409 `conflict`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { location, type Location, type UpdateLocationBody } from '#functions/contract/locations.ts';
import { invalidateLocationReads } from '#web/features/locations/api/invalidate-location-reads.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function updateLocation(id: string, body: UpdateLocationBody): Promise<Location> {
  return apiJson('locations.update', { params: { id }, body, schema: location });
}

export function useUpdateLocation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLocationBody) => updateLocation(id, body),
    onSuccess: () => invalidateLocationReads(queryClient),
  });
}
