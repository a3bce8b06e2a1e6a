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

function staffVerdict(access: Access, session: Extract<Session, { kind: 'staff' }>): Verdict {
  const { is_admin: admin, is_inv_manager: manager } = session.profile;
  switch (access) {
    case 'staff-sign-in':
      return redirect(homeOf(session));
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

function signedOutVerdict(access: Access): Verdict {
  if (access === 'client') return { type: 'client-prompt' };
  // SPEC §4: with nobody signed in, a path without `clients` goes to the root.
  if (access === 'staff' || access === 'manager' || access === 'admin') return redirect(paths.home);
  return show;
}

export function verdictFor(access: Access, session: Session | undefined): Verdict {
  if (access === 'open') return show;
  if (!session) return { type: 'wait' };
  if (session.kind === 'staff') return staffVerdict(access, session);
  if (session.kind === 'client') return clientVerdict(access, session);
  return signedOutVerdict(access);
}
