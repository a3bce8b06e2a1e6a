// The entry starts the session probe for the screen the browser opened, beside that screen's chunk
// (get-session.ts explains why). It asks exactly when the root layout would (use-session-probe.ts):
// the route's own rule decides, read from the route table without rendering anything.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { probeSessionEarly } from '#web/features/auth/api/get-session.ts';
import { sessionProbeWanted } from '#web/features/auth/hooks/use-session-probe.ts';
import { screenHandleOf } from '#web/lib/session/access.ts';

export function startEarlySessionProbe(routes: RouteObject[], location: Pick<Location, 'pathname'> = window.location): void {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const { access } = screenHandleOf(matches.map((match) => ({ handle: match.route.handle })));
  if (sessionProbeWanted(access !== 'open')) probeSessionEarly();
}
