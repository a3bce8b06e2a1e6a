// The entry starts the requests the first screen waits for, beside that screen's chunk instead of
// after it (the root layout renders only once the chunk has arrived). They are asked exactly when the
// root layout would ask (use-session-probe.ts): the route's own rule decides, read from the route
// table without rendering anything.
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { probeSessionEarly } from '#web/features/auth/api/get-session.ts';
import { sessionProbeWanted } from '#web/features/auth/hooks/use-session-probe.ts';
import { configQueryOptions } from '#web/features/system/api/get-config.ts';
import { screenHandleOf } from '#web/lib/session/access.ts';
import { hasStoredSession } from '#web/lib/session/session.ts';

export function startEarlyRequests(routes: RouteObject[], queryClient: QueryClient, location: Pick<Location, 'pathname'> = window.location): void {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const { access } = screenHandleOf(matches.map((match) => ({ handle: match.route.handle })));
  if (!sessionProbeWanted(access !== 'open')) return;
  probeSessionEarly();
  // The practice's name is in the staff sign-in heading (the largest text of that first paint) and in
  // the banner of a returning user; other first visits (the client screens) do without it.
  if (access === 'staff-sign-in' || hasStoredSession()) void queryClient.prefetchQuery(configQueryOptions());
}
