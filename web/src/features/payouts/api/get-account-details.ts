// GET /api/stripe_account_details: a Connect account's bank accounts and whether it may receive
// payouts, read from Stripe (REFERENCE §4.1). Staff ask for their own; an admin names the employee.
// A payment read: never served from the cache.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountDetailsResponse, type AccountDetailsResponse } from '#functions/contract/payouts.ts';
import { payoutsKey } from '#web/features/payouts/api/payouts-keys.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bypassCache } from '#web/lib/query-client.ts';

/** `employeeId` undefined: the caller's own account. */
export function getAccountDetails(employeeId: string | undefined, signal?: AbortSignal): Promise<AccountDetailsResponse> {
  return apiJson('payouts.account_details', { query: { employee_id: employeeId }, schema: accountDetailsResponse, signal });
}

export function accountDetailsQueryOptions(employeeId: string | undefined) {
  return queryOptions({
    queryKey: [...payoutsKey, 'account', employeeId ?? 'mine'],
    queryFn: ({ signal }) => getAccountDetails(employeeId, signal),
    ...bypassCache,
  });
}

/** `enabled: false` while the employee has no Connect account: there is nothing to ask Stripe. */
export function useAccountDetails(employeeId: string | undefined, enabled: boolean) {
  return useQuery({ ...accountDetailsQueryOptions(employeeId), enabled });
}
