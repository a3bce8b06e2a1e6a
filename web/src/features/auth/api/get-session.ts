// The session probe (REFERENCE §3.1, issue 22): GET /api/session says who the cookie belongs to, a
// staff member, a client or nobody. Identity must be live, so the query
// bypasses the 15-minute cache: it asks again on every start and whenever the window regains focus.
// Login, logout and sign-up write this entry directly (session.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionAnswer } from '#functions/contract/session.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { readStoredSession, sessionQueryKey, signedOut, storeSession, type Session } from '#web/lib/session/session.ts';
import { bypassCache } from '#web/lib/query-client.ts';

/**
 * One call that answers 200 to everyone (issue 22): a visitor gets `kind: null`, so no normal page
 * load logs a failed request, and a signed-in user needs one round trip whatever tab they open.
 * A failure (no answer, a 5xx) still surfaces as a failure rather than pass for "nobody".
 */
export async function getSession(signal?: AbortSignal): Promise<Session> {
  const answer = await apiJson('auth.session', { schema: sessionAnswer, signal });
  return answer.kind === null ? signedOut : answer;
}

// The probe the entry started before the first screen's chunk arrived (probeSessionEarly).
let earlyProbe: Promise<Session> | undefined;

/**
 * Starts the probe as the entry runs. The root layout renders only once the screen's chunk has
 * arrived, so a probe started there would travel after the chunk instead of beside it; the query's
 * first run adopts this answer instead of asking again.
 */
export function probeSessionEarly(): void {
  earlyProbe = getSession();
  // Adopted (and its failure handled) by the query; never an unhandled rejection meanwhile.
  earlyProbe.catch(() => undefined);
}

function adoptEarlyProbe(): Promise<Session> | undefined {
  const probe = earlyProbe;
  earlyProbe = undefined;
  return probe;
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      const session = await (adoptEarlyProbe() ?? getSession(signal));
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
