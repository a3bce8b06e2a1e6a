// The root of every inventory query. Stock reads bypass the 15-minute cache (REFERENCE §0.1 "UI
// cache": stock is read fresh), and every inventory write invalidates the whole root, since one move
// changes the practice table, an employee's holdings, prompts and requests at once.
import type { QueryClient } from '@tanstack/react-query';

export const inventoryKey = ['inventory'] as const;
/** Stock is read fresh: no staleness window. */
export const freshRead = { staleTime: 0 } as const;

export const invalidateInventory = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: inventoryKey });
