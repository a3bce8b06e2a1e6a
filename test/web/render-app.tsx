// Renders the real app (providers, production route objects, a fresh query client) at a URL, with a
// memory router instead of the browser's so each test starts where it says. `signedInAs` answers
// the session probe; screens that need no identity (health, not found) make no probe and need none.
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '#web/app/app.tsx';
import { createAppRoutes, type AppRouteOptions } from '#web/app/router.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { server } from '#test/support/msw/server.ts';
import { sessionHandlers, type SignedInAs } from '#test/support/msw/session-handlers.ts';

// Every screen is a lazy chunk that vite transforms on first import; on a busy two-core run the first
// visit of a screen can take longer than testing-library's default one second to appear (CI saw 4 s
// exceeded at load 16). This only bounds a wait for something that never comes; the project's
// testTimeout (30 s) bounds a whole test.
configure({ asyncUtilTimeout: 15_000 });

export interface RenderAppOptions extends AppRouteOptions {
  signedInAs?: SignedInAs;
  /** The client main.tsx would have made (requests started before the first render). */
  queryClient?: QueryClient;
}

export function renderApp(path: string, { signedInAs, queryClient = createQueryClient(), ...routeOptions }: RenderAppOptions = {}) {
  if (signedInAs !== undefined) server.use(...sessionHandlers(signedInAs));
  const router = createMemoryRouter(createAppRoutes(routeOptions), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user };
}
