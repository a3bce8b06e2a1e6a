// GET /api/treatments?employee_id (public): what a practitioner offers online. Cached for 15 minutes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { bookableTreatment, type BookableTreatment } from '#functions/contract/catalog.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';

export async function getBookableTreatments(employeeId: string, signal?: AbortSignal): Promise<BookableTreatment[]> {
  const list = await apiJson('catalog.treatments', { query: { employee_id: employeeId }, schema: z.array(bookableTreatment), signal });
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}

export function bookableTreatmentsQueryOptions(employeeId: string) {
  return queryOptions({ queryKey: [...bookingKey, 'treatments', employeeId], queryFn: ({ signal }) => getBookableTreatments(employeeId, signal) });
}

export function useBookableTreatments(employeeId: string) {
  return useQuery(bookableTreatmentsQueryOptions(employeeId));
}
