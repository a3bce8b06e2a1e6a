// The route objects of the app, shared by main.tsx (browser router) and the tests (memory router)
// so tests exercise exactly the production routes. Screens are lazy: each is its own chunk, loaded
// through lazyWithTimeout so a chunk that never arrives ends in the chunk-load error screen.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '#web/app/root-layout.tsx';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { RootErrorBoundary, RouteErrorBoundary } from '#web/components/route-error-boundary.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { chunkLoadTimeoutMs, lazyWithTimeout } from '#web/lib/lazy-with-timeout.ts';

export interface AppRouteOptions {
  /** SPEC §9: 120 s. Tests inject a short one. */
  chunkTimeoutMs?: number;
}

/** A lazy route whose Component is the named export `name` of the loaded module. */
function lazyScreen<M extends Record<K, ComponentType>, K extends string>(
  load: () => Promise<M>,
  name: K,
  timeoutMs: number,
): () => Promise<{ Component: ComponentType }> {
  const guarded = lazyWithTimeout(load, timeoutMs);
  return async () => ({ Component: (await guarded())[name] });
}

export function createAppRoutes({ chunkTimeoutMs = chunkLoadTimeoutMs }: AppRouteOptions = {}): RouteObject[] {
  return [
    {
      path: paths.home,
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          // Pathless: errors and first-load placeholders render inside the layout, under the banner.
          ErrorBoundary: RouteErrorBoundary,
          HydrateFallback: ScreenLoader,
          children: [
            {
              path: paths.health,
              lazy: lazyScreen(() => import('#web/features/system/pages/healthz-page.tsx'), 'HealthzPage', chunkTimeoutMs),
            },
            { path: paths.notFound, Component: NotFoundScreen },
          ],
        },
      ],
    },
  ];
}
