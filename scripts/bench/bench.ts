// `npm run bench`: measures the performance budgets (scripts/bench/budgets.ts), prints a table and
// the same figures as JSON, and exits 1 when a budget is missed or a measurement failed.
//   npm run bench                      everything (~5 min on 2 cores)
//   npm run bench -- --only=lambda,web  some sections: lambda, web, slots, lighthouse, api, trips, reset, reports
//   npm run bench -- --verbose          also lists the JS files each route loads
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiFigures } from '#scripts/bench/api-latency.ts';
import { lambdaFigures } from '#scripts/bench/lambda-bench.ts';
import { lighthouseFigures } from '#scripts/bench/lighthouse.ts';
import { signIn, startLocalApp } from '#scripts/bench/local-app.ts';
import { type Figure, printJson, printTable, verdictOf } from '#scripts/bench/report.ts';
import { reportFigures } from '#scripts/bench/report-bench.ts';
import { resetTimingFigures } from '#scripts/bench/reset-timing.ts';
import { roundTripFigures } from '#scripts/bench/round-trips.ts';
import { slotFigures } from '#scripts/bench/slot-bench.ts';
import { webFigures } from '#scripts/bench/web-weight.ts';

const sections = ['lambda', 'web', 'slots', 'lighthouse', 'api', 'trips', 'reset', 'reports'] as const;
type Section = (typeof sections)[number];

function chosenSections(): Set<Section> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (!only) return new Set(sections);
  const chosen = only.split(',').map((s) => s.trim());
  const unknown = chosen.filter((s) => !sections.includes(s as Section));
  if (unknown.length) throw new Error(`unknown section(s) ${unknown.join(', ')}; choose from ${sections.join(', ')}`);
  return new Set(chosen as Section[]);
}

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

async function measure(chosen: Set<Section>, scratch: string, failures: string[]): Promise<Figure[]> {
  const figures: Figure[] = [];
  const attempt = async (section: string, run: () => Promise<Figure[]>) => {
    log(`${section}...`);
    try {
      figures.push(...(await run()));
    } catch (error) {
      failures.push(`${section}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  if (chosen.has('lambda')) await attempt('Lambda bundles and cold imports', () => lambdaFigures(join(scratch, 'lambda')));
  if (chosen.has('web')) await attempt('web build and first-paint JavaScript', () => webFigures(join(scratch, 'web'), process.argv.includes('--verbose')));
  if (chosen.has('slots')) await attempt('slot computation', () => Promise.resolve(slotFigures()));
  if (!['lighthouse', 'api', 'trips', 'reset', 'reports'].some((s) => chosen.has(s as Section))) return figures;
  log('starting the local runtime (npm start)...');
  const app = await startLocalApp();
  // A crash or Ctrl-C must not leave the runtime (and its DynamoDB Local) running.
  const abort = (reason: unknown) => {
    process.stderr.write(`bench: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}\n`);
    void app.stop().finally(() => process.exit(1));
  };
  process.once('uncaughtException', abort);
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);
  try {
    const admin = await signIn(app, 'admin@example.com');
    if (chosen.has('lighthouse')) await attempt('Lighthouse', () => lighthouseFigures(app));
    if (chosen.has('api')) await attempt('API latency', () => apiFigures(app, admin));
    if (chosen.has('trips')) await attempt('DynamoDB round trips', () => roundTripFigures(app, admin));
    if (chosen.has('reset')) await attempt('reset-link timing', () => resetTimingFigures(app));
    if (chosen.has('reports')) await attempt('report summary', () => reportFigures(app, admin));
  } finally {
    process.off('uncaughtException', abort).off('SIGINT', abort).off('SIGTERM', abort);
    await app.stop();
  }
  return figures;
}

async function main(): Promise<void> {
  // Lambda runs Node 22; on an older laptop node the SDK's upgrade notice is noise.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const scratch = mkdtempSync(join(tmpdir(), 'carebook-bench-out-'));
  const failures: string[] = [];
  try {
    const figures = await measure(chosenSections(), scratch, failures);
    // Timings on a busy machine say more about the machine than about the code: show how busy it was.
    log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${availableParallelism()} cores`);
    printTable(figures);
    printJson(figures);
    const missed = figures.filter((f) => verdictOf(f) === 'MISSED');
    for (const f of missed) log(`budget missed: ${f.figure}: ${String(f.value)} ${f.unit} (budget ${f.kind === 'max' ? '≤' : '≥'} ${f.budget})`);
    for (const failure of failures) log(`measurement failed: ${failure}`);
    process.exitCode = missed.length > 0 || failures.length > 0 ? 1 : 0;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
