// `npm run job -- <step> [--now <ISO instant>]`: one pass of a scheduled-job step against the running
// local stack (the engines named in `<data dir>/runtime.json`), with `--now` as the clock for
// everything the step decides (what is due, whether an appointment has started). Prints what it did.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RuntimeInfo } from '#scripts/local/runtime.ts';

const usage = 'usage: npm run job -- <step|all> [--now <ISO instant, e.g. 2026-03-08T14:00:00Z>]';

function fail(message: string): never {
  process.stderr.write(`job: ${message}\n`);
  process.exit(1);
}

function parseArgs(argv: readonly string[]): { step: string; now: Date } {
  const [step, ...rest] = argv;
  if (!step || step.startsWith('-')) fail(usage);
  let now = new Date();
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] !== '--now') fail(`unknown option ${rest[i] ?? ''}\n${usage}`);
    const value = rest[i + 1] ?? '';
    now = new Date(value);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(now.getTime())) fail(`--now needs an ISO instant such as 2026-03-08T14:00:00Z (got "${value}")`);
    i += 1;
  }
  return { step, now };
}

function readRuntime(dataDir: string): RuntimeInfo {
  const file = join(dataDir, 'runtime.json');
  if (!existsSync(file)) fail(`Carebook is not running on ${dataDir} (no runtime.json). Start it with npm start (same CAREBOOK_DATA_DIR).`);
  const runtime = JSON.parse(readFileSync(file, 'utf8')) as RuntimeInfo;
  try {
    process.kill(runtime.pid, 0);
  } catch {
    fail(`Carebook is not running on ${dataDir} (runtime.json names pid ${runtime.pid}, which has exited). Start it with npm start.`);
  }
  return runtime;
}

/** `sent email_48 of appointment 01J… to dana@example.com`, or the row as JSON for other steps. */
function describe(result: unknown): string {
  const r = result as { outcome?: string; kind?: string; appointment_id?: string; to?: string; reason?: string };
  if (!r.outcome || !r.appointment_id) return JSON.stringify(result);
  return `${r.outcome} ${r.kind ?? ''} of appointment ${r.appointment_id}${r.to ? ` to ${r.to}` : ''}${r.reason ? ` (${r.reason})` : ''}`;
}

async function main(): Promise<void> {
  const { step, now } = parseArgs(process.argv.slice(2));
  const runtime = readRuntime(resolve(process.env.CAREBOOK_DATA_DIR ?? '.data'));
  // The handlers read their environment on first use, so it is set before they are imported.
  Object.assign(process.env, {
    STAGE: 'local', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    TABLE_NAME: runtime.table, FILES_BUCKET: runtime.files_bucket, APP_ORIGIN: runtime.url,
    DYNAMODB_ENDPOINT: runtime.dynamodb, S3_ENDPOINT: runtime.s3, SES_ENDPOINT: runtime.mail,
    ...(runtime.stripe ? { STRIPE_API_BASE: runtime.stripe } : {}),
    // Required by the secrets module; no step signs sessions.
    SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
  });
  const { jobSteps, runJobSteps } = await import('#functions/jobs/job-steps.ts');
  const names = jobSteps.map((s) => s.name);
  if (step !== 'all' && !names.includes(step)) fail(`unknown step "${step}"; steps: ${names.join(', ')}, all`);
  process.stdout.write(`Running ${step} at ${now.toISOString()} against ${runtime.url}\n`);
  const reports = await runJobSteps(now, step === 'all' ? names : [step]);
  for (const report of reports) {
    if (!report.ok) fail(`${report.name} failed: ${report.error instanceof Error ? (report.error.stack ?? report.error.message) : String(report.error)}`);
    process.stdout.write(`${report.name}: ${report.results.length === 0 ? 'nothing due' : `${report.results.length} handled`}\n`);
    for (const result of report.results) process.stdout.write(`  ${describe(result)}\n`);
  }
  process.stdout.write(`Mail viewer: ${runtime.mail}\n`);
}

main().then(() => process.exit(0), (error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
