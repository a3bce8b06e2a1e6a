// What a location write makes stale: every locations query, the staff records (their
// `employee_locations`), and the signed-in user's own profile, which lists their locations too.
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '#web/lib/session/session.ts';
import { employeesKey } from '#web/features/employees/api/get-staff-list.ts';
import { locationsKey } from '#web/features/locations/api/get-locations.ts';

export async function invalidateLocationReads(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: locationsKey }),
    queryClient.invalidateQueries({ queryKey: employeesKey }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]);
}
