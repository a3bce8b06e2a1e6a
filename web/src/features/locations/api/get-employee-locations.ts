// GET /api/locations/get_locations?employee_id: one employee's active locations in their order;
// position 1 is their "Primary location" and leads their online booking (REFERENCE §3.4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { positionedLocation, type PositionedLocation } from '#functions/contract/locations.ts';
import { locationsKey } from '#web/features/locations/api/get-locations.ts';
import { apiJson } from '#web/lib/api-client.ts';

export async function getEmployeeLocations(employeeId: string, signal?: AbortSignal): Promise<PositionedLocation[]> {
  const list = await apiJson('locations.of_employee', { query: { employee_id: employeeId }, schema: z.array(positionedLocation), signal });
  return [...list].sort((a, b) => a.position - b.position);
}

export function employeeLocationsQueryOptions(employeeId: string) {
  return queryOptions({
    queryKey: [...locationsKey, 'of-employee', employeeId],
    queryFn: ({ signal }) => getEmployeeLocations(employeeId, signal),
  });
}

export function useEmployeeLocations(employeeId: string | undefined) {
  return useQuery({ ...employeeLocationsQueryOptions(employeeId ?? ''), enabled: employeeId !== undefined });
}
