// TanStack Query client. GET answers are cached for 15 minutes (SPEC §9: staleTime and gcTime
// 900000 ms); writes are never cached and invalidate what they change.
//
// Bypass policy, one way for the whole app: a query that must not be served from the cache spreads
// `bypassCache` into its options. It then fetches on every mount and is dropped once no screen
// shows it. Live status, clinical, payment and stock reads use it (REFERENCE §0.1). A user's
// explicit "load a fresh copy" on a cached query is the query's `refetch()`, which always fetches.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-error.ts';

export const cacheTimeMs = 900_000;
const maxRetries = 2;

export const bypassCache = { staleTime: 0, gcTime: 0 } as const;

/**
 * Retries only failures a second attempt can fix: no answer, or a 5xx. A 4xx (validation, auth,
 * not found, conflict) or a malformed answer would fail the same way again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const transient = error.status === 0 || error.status >= 500;
  return transient && failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: cacheTimeMs, gcTime: cacheTimeMs, retry: shouldRetry },
      // A write is not repeated behind the user's back: it may have reached the server.
      mutations: { retry: false },
    },
  });
}
