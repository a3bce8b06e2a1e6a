// Lighthouse 12.8 mobile performance (its default config: a mid-tier phone, simulated slow 4G) of
// pages on the local runtime, in Debian's Chromium (Lighthouse downloads no browser). Lighthouse is a
// devDependency; when it is not installed the figures are skipped with a message, not guessed.
import { existsSync } from 'node:fs';
import { budgets } from '#scripts/bench/budgets.ts';
import type { LocalApp } from '#scripts/bench/local-app.ts';
import { figure, skipped, type Figure } from '#scripts/bench/report.ts';
import { median } from '#scripts/bench/stats.ts';

export const lighthousePages = ['/', '/clients', '/clients/signin'];
const runs = 5;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

interface Chrome { port: number; kill(): void | Promise<void> }
type Launch = (options: { chromePath: string; chromeFlags: string[] }) => Promise<Chrome>;
interface Lhr {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;

/** The metrics behind a score, for the log: what to work on when it is low. */
function metricsLine(lhr: Lhr): string {
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return `FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, SI ${ms('speed-index')} ms`;
}

/** Imported by name at run time so the bench (and the type check) work without the package. */
async function load(): Promise<{ lighthouse: Lighthouse; launch: Launch } | string> {
  const names = { lighthouse: 'lighthouse', launcher: 'chrome-launcher' };
  try {
    const lighthouse = ((await import(names.lighthouse)) as { default: Lighthouse }).default;
    const { launch } = (await import(names.launcher)) as { launch: Launch };
    return { lighthouse, launch };
  } catch {
    return 'lighthouse is not installed: npm install --save-dev lighthouse@12.8';
  }
}

export async function lighthouseFigures(app: LocalApp): Promise<Figure[]> {
  const name = (page: string) => `lighthouse mobile performance ${page} (median of ${runs})`;
  const loaded = existsSync(chromePath) ? await load() : `no Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH`;
  if (typeof loaded === 'string') return lighthousePages.map((page) => skipped(name(page), 'points', budgets.lighthouseMobile, 'min', loaded));
  const chrome = await loaded.launch({ chromePath, chromeFlags });
  try {
    const figures: Figure[] = [];
    for (const page of lighthousePages) {
      const scores: number[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await loaded.lighthouse(`${app.url}${page}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        const score = result?.lhr.categories.performance?.score;
        if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${page}`);
        scores.push(score * 100);
        if (result) process.stderr.write(`bench: lighthouse ${page} run ${i + 1}: ${Math.round(score * 100)} (${metricsLine(result.lhr)})\n`);
      }
      figures.push(figure(name(page), median(scores), 'points', budgets.lighthouseMobile, 'min'));
    }
    return figures;
  } finally {
    await chrome.kill();
  }
}
