// Child processes of the local runtime. Each is spawned in its own process group so that stopping it
// also stops whatever it started (DynamoDB Local's JVM), leaving no orphans behind.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const children = new Set<ChildProcess>();

export interface Started {
  readonly name: string;
  readonly child: ChildProcess;
  /** The last lines the process printed, for error messages. */
  output(): string;
}

export function startProcess(name: string, command: string, args: string[], options: SpawnOptions = {}): Started {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => children.delete(child));
  return { name, child, output: () => lines.join('\n') };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Stops one process (TERM, then KILL after `graceMs`). */
export async function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...children].map((child) => stopProcess(child)));
}

/** Last-resort synchronous cleanup when the parent exits without running stopAll. */
process.once('exit', () => {
  for (const child of children) killGroup(child, 'SIGKILL');
});
