// The local runtime for the bench: `npm start` on a free port in 3100-3999 with a scratch data dir
// (seeded with the demo practice), stopped like Ctrl-C (its whole process group) when done.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPortFree } from '#scripts/local/ports.ts';

export interface LocalApp {
  /** http://localhost:<port>, the app's own origin. */
  readonly url: string;
  /** The same server on 127.0.0.1 (no name lookup in the load loop). */
  readonly loopback: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

const startTimeoutMs = 300_000;
export const demoPassword = 'carebook-demo';

async function freeAppPort(): Promise<number> {
  const first = 3100 + Math.floor(Math.random() * 900);
  for (let i = 0; i < 900; i++) {
    const port = 3100 + ((first - 3100 + i) % 900);
    if (await isPortFree(port)) return port;
  }
  throw new Error('no free port in 3100-3999');
}

export async function startLocalApp(): Promise<LocalApp> {
  const port = await freeAppPort();
  const dataDir = mkdtempSync(join(tmpdir(), 'carebook-bench-'));
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), CAREBOOK_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up in ${startTimeoutMs / 1000} s:\n${output}`)), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Carebook is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`npm start exited with ${String(code)}:\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGINT');
    const timer = setTimeout(() => child.pid && child.exitCode === null && process.kill(-child.pid, 'SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${port}`, loopback: `http://127.0.0.1:${port}`, dataDir, stop };
}

/** Signs a demo account in through the API; returns the Cookie header its session needs. */
export async function signIn(app: LocalApp, email: string): Promise<string> {
  const res = await fetch(`${app.loopback}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** What the runtime wrote to its data dir: its DynamoDB endpoint and the local session secret. */
export function runtimeDetails(app: LocalApp): { dynamodb: string; sessionSecret: string } {
  const runtime = JSON.parse(readFileSync(join(app.dataDir, 'runtime.json'), 'utf8')) as { dynamodb: string };
  const secrets = JSON.parse(readFileSync(join(app.dataDir, 'local-secrets.json'), 'utf8')) as { session_secret: string };
  return { dynamodb: runtime.dynamodb, sessionSecret: secrets.session_secret };
}
