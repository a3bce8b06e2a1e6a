// POST /api/locations/reorder_location: an employee's locations in their new order, the first
// becoming their "Primary location" (REFERENCE §3.4). Admins reorder anyone's, staff their own.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse, type ReorderLocationsBody } from '#functions/contract/locations.ts';
import { invalidateLocationReads } from '#web/features/locations/api/invalidate-location-reads.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function reorderLocations(body: ReorderLocationsBody): Promise<{ success: true }> {
  return apiJson('locations.reorder', { body, schema: successResponse });
}

export function useReorderLocations() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderLocations, onSuccess: () => invalidateLocationReads(queryClient) });
}
