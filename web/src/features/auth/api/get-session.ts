// The session probe (SPEC §4, REFERENCE §3.1): GET /api/employees/myprofile and
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

type Kind = 'staff' | 'client';
type Attempt = { session: Session } | { failure: unknown };

function attempt(kind: Kind, signal?: AbortSignal): Promise<Attempt> {
  const asked: Promise<Session> = kind === 'staff'
    ? getMyProfile(signal).then((profile) => ({ kind: 'staff', profile }))
    : getClientProfile(signal).then((profile) => ({ kind: 'client', profile }));
  return asked.then((session) => ({ session }), (failure: unknown) => ({ failure }));
}

/**
 * Neither kind answered: signed out, unless a call broke for another reason (no answer, a 5xx), which
 * must surface as a failure rather than pass for a definite "nobody".
 */
function neither(failures: unknown[]): Session {
  const broken = failures.find((failure) => !isNotSignedIn(failure));
  if (broken !== undefined) throw broken;
  return signedOut;
}

/**
 * A tab that knows who it had asks that kind first and the other only on a 401, so a signed-in user
 * causes no 401s. A tab with no copy (a first visit, a new tab) asks both at once: a visitor's sign-in
 * screen then waits for one round trip instead of two.
 */
export async function getSession(signal?: AbortSignal): Promise<Session> {
  const known = readStoredSession()?.kind;
  if (known === 'staff' || known === 'client') {
    const first = await attempt(known, signal);
    if ('session' in first) return first.session;
    if (signal?.aborted) throw first.failure;
    const second = await attempt(known === 'staff' ? 'client' : 'staff', signal);
    return 'session' in second ? second.session : neither([first.failure, second.failure]);
  }
  const [staff, client] = await Promise.all([attempt('staff', signal), attempt('client', signal)]);
  if ('session' in staff) return staff.session;
  if ('session' in client) return client.session;
  if (signal?.aborted) throw staff.failure;
  return neither([staff.failure, client.failure]);
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
