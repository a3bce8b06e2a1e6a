// Lazy screens: each is its own chunk, loaded through lazyWithTimeout so a chunk that never arrives
// ends in the chunk-load error screen (SPEC §8), and a guard rule per route (lib/session/access.ts).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import type { Access, ScreenHandle } from '#web/lib/session/access.ts';
import { lazyWithTimeout } from '#web/lib/lazy-with-timeout.ts';

export type LazyRoute = NonNullable<RouteObject['lazy']>;

/** Makes lazy loaders that share one chunk timeout. */
export function lazyScreens(timeoutMs: number) {
  /** A lazy route whose Component is the named export `name` of the loaded module. */
  return function lazyScreen<M extends Record<K, ComponentType>, K extends string>(load: () => Promise<M>, name: K): LazyRoute {
    const guarded = lazyWithTimeout(load, timeoutMs);
    return async () => ({ Component: (await guarded())[name] });
  };
}

export type LazyScreen = ReturnType<typeof lazyScreens>;

export function rule(access: Access, options: Omit<ScreenHandle, 'access'> = {}): ScreenHandle {
  return { access, ...options };
}

/**
 * A screen a later issue builds. Its path and rule are declared now, so guards and menu links work;
 * until then it shows the not-found screen rather than a placeholder pretending to be the screen.
 */
export const notBuiltYet = { Component: NotFoundScreen } as const;
