// `npm start` serves the built SPA. It rebuilds only when a source is newer than the last build, so a
// fresh clone builds once and later starts are instant.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'scripts/local/precompress.ts', 'scripts/local/zod-without-json-schema.ts', 'scripts/local/web-build.ts', 'functions/routes.ts', 'functions/contract', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function webBuildIsStale(root: string): boolean {
  const index = join(root, 'web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

/**
 * Always a production build. Vite builds what NODE_ENV says, and Vitest sets it to `test`: the e2e
 * setup then built React's development bundle (twice the size and much slower), which the e2e tests
 * ran against and a later `npm start` served, since the build was newer than the sources. The bench
 * and the first-paint test ask for the manifest (scripts/bench/web-weight.ts).
 */
export async function buildWeb(root: string, outDir?: string, manifest = false): Promise<void> {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'warn', mode: 'production', ...(outDir ? { build: { outDir, emptyOutDir: true, manifest } } : {}) });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
