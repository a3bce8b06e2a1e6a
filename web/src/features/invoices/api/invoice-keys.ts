// The root of every invoice query. Invoice lists are live work queues (a colleague finalizes, an admin
// rejects), so they are read fresh; every invoice write invalidates the whole root, and the stock
// root too, because a submission, rejection, resubmission or deletion moves stock (REFERENCE §3.8).
import type { QueryClient } from '@tanstack/react-query';
import { invalidateInventory } from '#web/features/inventory/api/inventory-key.ts';

export const invoicesKey = ['invoices'] as const;
/** Lists and details bypass the 15-minute cache (REFERENCE §0.1: live status reads). */
export const freshRead = { staleTime: 0 } as const;

export async function invalidateInvoices(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: invoicesKey }), invalidateInventory(queryClient)]);
}
