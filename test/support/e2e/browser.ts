// Debian's Chromium driven by playwright-core (never a downloaded browser), with an axe check that
// every e2e test runs on each screen it visits.
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium tries to reach Google's hosts at every start.
const flags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: flags });
}

export interface Viewport {
  width: number;
  height: number;
}
export const desktop: Viewport = { width: 1280, height: 800 };
export const phone: Viewport = { width: 390, height: 844 };

export async function newContext(browser: Browser, baseURL: string, viewport: Viewport = desktop): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-US', timezoneId: 'America/Chicago' });
  context.setDefaultTimeout(15_000);
  return context;
}

// The session probe (SPEC §4) asks both profile endpoints; a 401 from either is the expected answer
// for a visitor who is not that kind of user, and Chromium logs every 4xx response as a console error.
const expectedProbe = /\/api\/(employees\/myprofile|client\/profile)$/;

function isExpectedProbeFailure(text: string, url: string): boolean {
  return /status of 40[13]/.test(text) && expectedProbe.test(new URL(url, 'http://x').pathname);
}

/** Collects page errors and console errors so a test can assert the screen logged none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || isExpectedProbeFailure(message.text(), message.location().url)) return;
    problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  return problems;
}

/** WCAG 2.2 AA violations on the current page, formatted for a readable assertion failure. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // A modal or toast still fading in is drawn translucent, which axe reads as low contrast: let the
  // finite transitions finish first (spinners loop forever and are left alone).
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}
