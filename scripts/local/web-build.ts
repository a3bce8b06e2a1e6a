// `npm start` serves the built SPA. It rebuilds only when a source is newer than the last build, so a
// fresh clone builds once and later starts are instant.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'scripts/local/precompress.ts', 'functions/routes.ts', 'functions/contract', 'package-lock.json'];

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

export async function buildWeb(root: string): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'warn' });
}
