// `npm start` (and `npm run dev` with --dev): the whole product on http://localhost:3000, offline.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ConfigError } from '#functions/lib/config/env.ts';
import { checkJava } from '#scripts/local/java.ts';
import { isPortFree } from '#scripts/local/ports.ts';
import { startRuntime, type Runtime } from '#scripts/local/runtime.ts';
import { buildWeb, webBuildIsStale } from '#scripts/local/web-build.ts';

const root = process.cwd();
const dev = process.argv.includes('--dev');

function fail(message: string): never {
  process.stderr.write(`\ncarebook: ${message}\n\n`);
  process.exit(1);
}

function appVersion(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
  }
}

function parsePort(raw: string | undefined): number {
  const port = Number(raw ?? '3000');
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a number from 1 to 65535 (got "${raw ?? ''}").`);
  return port;
}

function printBanner(runtime: Runtime, dataDir: string): void {
  const lines = [
    '',
    `  Carebook is running at ${runtime.url}${dev ? '  (dev server with hot reload)' : ''}`,
    '',
    `  App          ${runtime.url}`,
    `  Health       ${runtime.url}/healthz`,
    `  Mail viewer  ${runtime.services.mail}  (every email the app sends locally)`,
    `  DynamoDB     ${runtime.services.dynamodb}  (table "carebook", data in ${dataDir}/)`,
    `  Files (S3)   ${runtime.services.s3}`,
    '  Jobs         every 5 minutes (reminders, deposit holds, upload purge, payouts); one pass now: npm run job -- all [--now <ISO>]',
    `  Stripe       ${runtime.services.stripe}`,
    '',
    '  Press Ctrl-C to stop.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const port = parsePort(process.env.PORT);
  const dataDir = process.env.CAREBOOK_DATA_DIR ?? '.data';
  try {
    checkJava();
  } catch (error) {
    fail((error as Error).message);
  }
  if (!(await isPortFree(port))) fail(`port ${port} is already in use (another Carebook or app is running there). Stop it, or run with PORT=${port + 1} npm start.`);
  if (!dev && webBuildIsStale(root)) {
    process.stdout.write('Building the web app (first start or sources changed)...\n');
    await buildWeb(root);
  }
  let runtime: Runtime;
  try {
    runtime = await startRuntime({ root, port, dataDir, dev, version: appVersion() });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  printBanner(runtime, dataDir);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\nStopping Carebook (${signal})...\n`);
    runtime.stop().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch(async (error: unknown) => {
  const { stopAll } = await import('#scripts/local/processes.ts');
  await stopAll();
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
});
