// The route-level guard: sits above every screen, reads the rule the matched route declares
// (access.ts) and the shared session, then shows the screen, waits, redirects or asks the visitor
// whether they are a client. It re-decides whenever the session changes (login, logout, a re-check).
import { useEffect } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useMatches, type RouteObject } from 'react-router-dom';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { safeNext, screenHandleOf, verdictFor, type Next } from '#web/lib/session/access.ts';
import { ClientPrompt } from '#web/features/auth/components/client-prompt.tsx';
import { useSession } from '#web/lib/session/session-context.ts';
import { notifyInfo } from '#web/lib/notify.ts';
import { markFirstScreenShown } from '#web/lib/first-screen.ts';

/** A redirect that says why (SPEC §4 keeps the redirect; a silent one looks like a broken link). */
function RedirectWithReason({ to, reason }: { to: string; reason: string | undefined }) {
  useEffect(() => {
    if (reason) notifyInfo(reason, `screen-refused:${reason}`);
  }, [reason]);
  // Replace: the screen the user may not see should not be a step back in history.
  return <Navigate to={to} replace />;
}

/** The `next` of the URL, if it names one of the app's screens, with that screen's rule. */
function nextOf(search: string, screens: RouteObject[]): Next | undefined {
  const to = safeNext(new URLSearchParams(search).get('next'));
  const matches = to === undefined ? null : matchRoutes(screens, to);
  // The catch-all "not found" route is no screen to return to.
  if (to === undefined || !matches || matches.at(-1)?.route.path === '*') return undefined;
  return { to, access: screenHandleOf(matches.map((match) => ({ handle: match.route.handle }))).access };
}

/** `screens` are the routes it guards: the sign-in screen looks up the rule of the one asked for. */
export function RouteGuard({ screens }: { screens: RouteObject[] }) {
  const { access } = screenHandleOf(useMatches());
  const { session } = useSession();
  const { pathname, search } = useLocation();
  const verdict = verdictFor(access, session, { here: pathname + search, next: nextOf(search, screens) });
  const settled = verdict.type === 'show' || verdict.type === 'client-prompt';
  useEffect(() => {
    if (settled) markFirstScreenShown();
  }, [settled]);

  switch (verdict.type) {
    case 'wait':
      return <ScreenLoader />;
    case 'redirect':
      return <RedirectWithReason to={verdict.to} reason={verdict.reason} />;
    case 'client-prompt':
      return <ClientPrompt />;
    case 'show':
      return <Outlet />;
  }
}
