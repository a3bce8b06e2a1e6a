// GET /api/signup_status: whether the install still needs its first admin. Live, not cached: the
// answer flips the moment someone creates that admin, and a stale "yes" would offer a dead form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { signupStatusResponse, type SignupStatusResponse } from '#functions/contract/auth.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bypassCache } from '#web/lib/query-client.ts';

export function getSignUpStatus(signal?: AbortSignal): Promise<SignupStatusResponse> {
  return apiJson('auth.sign_up_status', { schema: signupStatusResponse, signal });
}

export function signUpStatusQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'sign-up-status'],
    queryFn: ({ signal }) => getSignUpStatus(signal),
    ...bypassCache,
  });
}

export function useSignUpStatus(enabled: boolean) {
  return useQuery({ ...signUpStatusQueryOptions(), enabled });
}
