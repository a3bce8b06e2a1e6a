// GET /api/client/locations (public): the locations open for online booking with their
// practitioners, for the booking home's cards. Cached for 15 minutes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { publicLocation, type PublicLocation } from '#functions/contract/locations.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';

export function getBookableLocations(signal?: AbortSignal): Promise<PublicLocation[]> {
  return apiJson('locations.client_list', { schema: z.array(publicLocation), signal });
}

export function bookableLocationsQueryOptions() {
  return queryOptions({ queryKey: [...bookingKey, 'locations'], queryFn: ({ signal }) => getBookableLocations(signal) });
}

export function useBookableLocations() {
  return useQuery(bookableLocationsQueryOptions());
}
