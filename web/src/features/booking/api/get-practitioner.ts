// GET /api/client/employees/{id} (public): a practitioner's card, with the locations they book at.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { publicEmployeeCard } from '#functions/contract/employees.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';

export type Practitioner = z.infer<typeof publicEmployeeCard>;

export function getPractitioner(id: string, signal?: AbortSignal): Promise<Practitioner> {
  return apiJson('employees.public_card', { params: { id }, schema: publicEmployeeCard, signal });
}

export function practitionerQueryOptions(id: string) {
  return queryOptions({ queryKey: [...bookingKey, 'practitioner', id], queryFn: ({ signal }) => getPractitioner(id, signal) });
}

export function usePractitioner(id: string) {
  return useQuery(practitionerQueryOptions(id));
}
