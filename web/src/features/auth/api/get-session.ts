// The session probe (SPEC §4, REFERENCE §3.1): GET /api/employees/myprofile; if that fails,
// GET /api/client/profile; with neither, nobody is signed in. Identity must be live, so the query
// bypasses the 15-minute cache: it asks again on every start and whenever the window regains focus.
// Login, logout and sign-up write this entry directly (session.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getClientProfile } from '#web/features/auth/api/get-client-profile.ts';
import { getMyProfile } from '#web/features/auth/api/get-my-profile.ts';
import { readStoredSession, sessionQueryKey, signedOut, storeSession, type Session } from '#web/lib/session/session.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { bypassCache } from '#web/lib/query-client.ts';

/** 401 (and 403) mean "not signed in as this kind of user": an answer, not a failure. */
function isNotSignedIn(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export async function getSession(signal?: AbortSignal): Promise<Session> {
  let staffFailure: unknown;
  try {
    return { kind: 'staff', profile: await getMyProfile(signal) };
  } catch (error) {
    if (signal?.aborted) throw error;
    staffFailure = error;
  }
  try {
    return { kind: 'client', profile: await getClientProfile(signal) };
  } catch (error) {
    if (!isNotSignedIn(error)) throw error;
  }
  // Neither kind: signed out, unless the staff call broke for another reason (no answer, a 5xx),
  // which must surface as a failure rather than pass for a definite "nobody".
  if (!isNotSignedIn(staffFailure)) throw staffFailure;
  return signedOut;
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      const session = await getSession(signal);
      storeSession(session);
      return session;
    },
    ...bypassCache,
    // The copy from the last visit draws the shell at once; it is never taken as confirmed.
    placeholderData: () => readStoredSession(),
  });
}

/**
 * The probe itself: run once, by the root layout. `enabled` is false on screens that need no identity
 * when nothing was stored, so a stranger opening /healthz causes no 401s.
 */
export function useSessionQuery(enabled: boolean) {
  return useQuery({ ...sessionQueryOptions(), enabled });
}
