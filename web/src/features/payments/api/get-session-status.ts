// GET /api/client/stripe/session_status: what the success page polls. The server reads the session
// from Stripe (never from our URL) and completes a paid one with the same routine as the webhook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionStatusResponse, type SessionStatusResponse } from '#functions/contract/payments.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { paymentsKey } from '#web/features/payments/api/payments-keys.ts';

export function getSessionStatus(sessionId: string, signal?: AbortSignal): Promise<SessionStatusResponse> {
  return apiJson('payments.session_status', { query: { session_id: sessionId }, schema: sessionStatusResponse, signal });
}

/** Polls every 2 s while Stripe has not reported the payment yet. */
export function sessionStatusQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: [...paymentsKey, 'session', sessionId],
    queryFn: ({ signal }) => getSessionStatus(sessionId, signal),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data && query.state.data.payment_status === 'unpaid' && query.state.data.status === 'open' ? 2_000 : false),
  });
}

export function useSessionStatus(sessionId: string) {
  return useQuery(sessionStatusQueryOptions(sessionId));
}
