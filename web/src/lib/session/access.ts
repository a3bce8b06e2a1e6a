// Screen guards (SPEC §4, §6; REFERENCE §1 "Screen guards"). Every route declares one access rule in
// its `handle`, next to its path; the guard turns the rule and the session into a verdict. The server
// authorises every call on its own (CB 1): these rules only spare users screens they cannot use.
import type { UIMatch } from 'react-router-dom';
import { paths } from '#web/config/paths.ts';
import { homeOf, type Session } from '#web/lib/session/session.ts';

export type Access =
  /** Anyone, no redirects and no session probe: health, staff sign-up, not found (SPEC §4). */
  | 'open'
  /**
   * Anyone, no redirects, but the screen adapts to who is signed in, so it waits for the probe:
   * password reset (a signed-in user changes their password there instead of asking for a link).
   */
  | 'anyone'
  /** The staff sign-in screen: signed-in users go where they belong. */
  | 'staff-sign-in'
  /** The client sign-in and sign-up screens: a signed-in client goes on to the booking home. */
  | 'client-sign-in'
  /** The public client screens (booking home, booking, intake forms). */
  | 'clients'
  /** Only a signed-in client: others see "Hello. Are you a current client?". */
  | 'client'
  /** Any signed-in staff member. */
  | 'staff'
  /** Admins and inventory managers. */
  | 'manager'
  | 'admin';

export interface ScreenHandle {
  access: Access;
  /** The intake form preview shows no staff menu (SPEC §2). */
  hideMenu?: boolean;
}

/** `reason` is said to the user (a toast) when a role may not open the screen; silent redirects have none. */
export type Verdict = { type: 'show' } | { type: 'wait' } | { type: 'redirect'; to: string; reason?: string } | { type: 'client-prompt' };

const show: Verdict = { type: 'show' };
const redirect = (to: string, reason?: string): Verdict => ({ type: 'redirect', to, ...(reason ? { reason } : {}) });

export const refusedReasons = {
  manager: 'Only admins and inventory managers can open that screen, so you are on your profile instead.',
  admin: 'Only admins can open that screen, so you are on your profile instead.',
} as const;

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'access' in handle;
}

/** The rule of the deepest route that declares one; a route without a rule is open. */
export function screenHandleOf(matches: readonly Pick<UIMatch, 'handle'>[]): ScreenHandle {
  const handles = matches.map((match) => match.handle).filter(isScreenHandle);
  return handles.at(-1) ?? { access: 'open' };
}

/** The screen a signed-out visitor asked for, with its rule: the sign-in screen returns there. */
export interface Next {
  to: string;
  access: Access;
}

/** Only a path of this app is followed: `//host` and `/\host` would leave it (an open redirect). */
export function safeNext(raw: string | null): string | undefined {
  return raw !== null && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : undefined;
}

/** The root, remembering the screen asked for (issue 22): `/?next=%2Finventories`. */
export function signInFor(here: string): string {
  return here === paths.home ? paths.home : `${paths.home}?next=${encodeURIComponent(here)}`;
}

/** After sign-in: the screen asked for when this role may open it, else the role's home. */
function afterSignIn(session: Exclude<Session, { kind: 'none' }>, next: Next | undefined): string {
  if (next && !session.profile.must_change_password && verdictFor(next.access, session).type === 'show') return next.to;
  return homeOf(session);
}

function staffVerdict(access: Access, session: Extract<Session, { kind: 'staff' }>, next: Next | undefined): Verdict {
  const { is_admin: admin, is_inv_manager: manager } = session.profile;
  switch (access) {
    case 'staff-sign-in':
      return redirect(afterSignIn(session, next));
    case 'client':
      return { type: 'client-prompt' };
    case 'manager':
      return admin || manager ? show : redirect(paths.myProfile, refusedReasons.manager);
    case 'admin':
      return admin ? show : redirect(paths.myProfile, refusedReasons.admin);
    default:
      return show;
  }
}

function clientVerdict(access: Access, session: Extract<Session, { kind: 'client' }>): Verdict {
  if (access === 'client-sign-in') return redirect(homeOf(session));
  // SPEC §4: a signed-in client on a path without `clients` goes to /clients.
  if (access === 'staff-sign-in' || access === 'staff' || access === 'manager' || access === 'admin') return redirect(paths.clients);
  return show;
}

function signedOutVerdict(access: Access, here: string): Verdict {
  if (access === 'client') return { type: 'client-prompt' };
  // SPEC §4: with nobody signed in, a path without `clients` goes to the root.
  if (access === 'staff' || access === 'manager' || access === 'admin') return redirect(signInFor(here));
  return show;
}

/** `where` is the screen shown (`here`, path and query) and, on the sign-in screen, the one asked for. */
export function verdictFor(access: Access, session: Session | undefined, where: { here?: string; next?: Next } = {}): Verdict {
  if (access === 'open') return show;
  if (!session) return { type: 'wait' };
  if (session.kind === 'staff') return staffVerdict(access, session, where.next);
  if (session.kind === 'client') return clientVerdict(access, session);
  return signedOutVerdict(access, where.here ?? paths.home);
}
