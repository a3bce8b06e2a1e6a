// Renders the real app (providers, production route objects, a fresh query client) at a URL, with a
// memory router instead of the browser's so each test starts where it says.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '#web/app/app.tsx';
import { createAppRoutes, type AppRouteOptions } from '#web/app/router.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';

export function renderApp(path: string, options: AppRouteOptions = {}) {
  const router = createMemoryRouter(createAppRoutes(options), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user };
}
