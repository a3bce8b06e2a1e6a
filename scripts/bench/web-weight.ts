// JavaScript a first visit loads, from the Vite build manifest: the entry with its static imports,
// plus the screen chunk(s) the route lazy-loads for its first paint with their static imports. The
// build is the production one (web/vite.config.ts, NODE_ENV=production even under Vitest), written to
// a scratch directory with a manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgets } from '#scripts/bench/budgets.ts';
import { figure, type Figure } from '#scripts/bench/report.ts';
import { gzip } from '#scripts/local/precompress.ts';
import { buildWeb } from '#scripts/local/web-build.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * First paint allowed over `firstPaintJsGzipKB`, per route, at the measured figure rounded up to the
 * next 5 KB so any growth fails. React 19, react-router 7, TanStack Query, zod 4 and Mantine's provider
 * weigh ~144 KB before any screen: the 130 KB budget needs a decision this one does not take (decision
 * 010, addendum "issue 23, browser"). A regression recorded, not a new normal.
 */
export const firstPaintExceptionKB: Readonly<Record<string, number>> = { '/': 185, '/clients': 185, '/clients/signin': 185 };

/** The first-paint budget of one route. */
export const firstPaintBudgetKB = (route: string): number => firstPaintExceptionKB[route] ?? budgets.firstPaintJsGzipKB;

/** The screens each measured route renders on first paint (see web/src/app/routes/). */
export const firstPaintScreens: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/features/auth/pages/staff-sign-in-page.tsx'],
  '/clients': ['src/features/booking/pages/booking-home-page.tsx'],
  '/clients/signin': ['src/features/auth/pages/client-sign-in-page.tsx'],
};

export async function buildWithManifest(outDir: string): Promise<Manifest> {
  await buildWeb(process.cwd(), outDir, true);
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function withStaticImports(manifest: Manifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest: update firstPaintScreens in scripts/bench/web-weight.ts`);
    into.add(key);
    withStaticImports(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/** Gzip bytes per JS file a route loads on first paint, largest first (the build is deterministic). */
export function routeJs(manifest: Manifest, outDir: string, route: string): { file: string; gzipBytes: number }[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry');
  const keys = withStaticImports(manifest, [entry, ...(firstPaintScreens[route] ?? [])]);
  return [...keys]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzip(readFileSync(join(outDir, file))).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export async function webFigures(outDir: string, verbose: boolean): Promise<Figure[]> {
  const manifest = await buildWithManifest(outDir);
  return Object.keys(firstPaintScreens).map((route) => {
    const files = routeJs(manifest, outDir, route);
    if (verbose) for (const f of files) process.stdout.write(`  ${route.padEnd(9)} ${(f.gzipBytes / 1000).toFixed(1).padStart(6)} KB  ${f.file}\n`);
    const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    return figure(`web ${route}: JS on first paint (gzip)`, total / 1000, 'KB', firstPaintBudgetKB(route));
  });
}
