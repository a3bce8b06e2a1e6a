// The route objects of the app, shared by main.tsx (browser router) and the tests (memory router)
// so tests exercise exactly the production routes. Every screen route declares its guard rule next
// to its path (app/routes/*); the pathless route below applies the rule (RouteGuard) and holds the
// error boundary and first-load placeholder, so all of them render inside the layout.
import type { RouteObject } from 'react-router-dom';
import { clientRoutes } from '#web/app/routes/client-routes.ts';
import { lazyScreens } from '#web/app/routes/lazy-screen.ts';
import { publicRoutes } from '#web/app/routes/public-routes.ts';
import { staffRoutes } from '#web/app/routes/staff-routes.ts';
import { RootLayout } from '#web/app/root-layout.tsx';
import { RootErrorBoundary, RouteErrorBoundary } from '#web/components/route-error-boundary.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { RouteGuard } from '#web/features/auth/components/route-guard.tsx';
import { chunkLoadTimeoutMs } from '#web/lib/lazy-with-timeout.ts';

export interface AppRouteOptions {
  /** SPEC §9: 120 s. Tests inject a short one. */
  chunkTimeoutMs?: number;
}

export function createAppRoutes({ chunkTimeoutMs = chunkLoadTimeoutMs }: AppRouteOptions = {}): RouteObject[] {
  const lazyScreen = lazyScreens(chunkTimeoutMs);
  const screens = [...publicRoutes(lazyScreen), ...staffRoutes(lazyScreen), ...clientRoutes(lazyScreen)];
  return [
    {
      path: paths.home,
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          element: <RouteGuard screens={screens} />,
          ErrorBoundary: RouteErrorBoundary,
          HydrateFallback: ScreenLoader,
          children: screens,
        },
      ],
    },
  ];
}
