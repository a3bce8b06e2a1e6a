// Starts the real local runtime (`scripts/start.ts`) on a free port with a throwaway data dir, exactly
// as `npm start` does, and stops it afterwards, checking that nothing it started is left running.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitFor } from '#scripts/local/ports.ts';
import { buildWeb, webBuildIsStale } from '#scripts/local/web-build.ts';
import { chromiumPath } from '#test/support/e2e/browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailUrl: string;
    /** The runtime's data dir, for `npm run job` against it. */
    dataDir: string;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 15_000);
  return exited.finally(() => clearTimeout(timer));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(chromiumPath)) throw new Error(`Debian's chromium is required for e2e tests (${chromiumPath} is missing): apt-get install -y chromium`);
  const root = process.cwd();
  if (webBuildIsStale(root)) await buildWeb(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'carebook-e2e-'));
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), CAREBOOK_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const baseUrl = `http://localhost:${port}`;
  await waitFor(
    'the local runtime',
    async () => (await fetch(`${baseUrl}/api/health_check.json`)).ok,
    180_000,
    () => (child.exitCode === null ? null : `it exited with ${child.exitCode}:\n${output.join('')}`),
  );
  const runtime = JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as { mail: string };
  project.provide('baseUrl', baseUrl);
  project.provide('mailUrl', runtime.mail);
  project.provide('dataDir', dataDir);

  return async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
