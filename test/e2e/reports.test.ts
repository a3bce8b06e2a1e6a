// Reports and the dashboard (issue 21) through the real local runtime in Chromium, on the seeded
// practice: the admin reads non-zero figures, filters by a location, exports the spreadsheet and opens a
// location's PDF, then reads the dashboard's three charts as text; an employee is told reports are not
// theirs. Both screens are checked with axe, and at 390 px their figures fit without sideways scrolling.
// Set E2E_SCREENSHOTS=<dir> to keep screenshots of both screens at 390 and 1280 px.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { desktop, phone, type Viewport } from '#test/support/e2e/browser.ts';
import { expectAccessible, menuItems, openPage, signInStaff, useBrowser, type Visit } from '#test/support/e2e/journeys.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const moneyOf = (text: string) => Number(text.replace(/[$,]/g, ''));

/** Signs in on a desktop-sized window (the main menu it waits for is collapsed on a phone), then resizes. */
async function signedIn(email: string, viewport: Viewport = desktop): Promise<Visit> {
  const visit = await openPage(browser(), baseUrl, '/');
  await signInStaff(visit, email);
  await visit.page.setViewportSize(viewport);
  return visit;
}

/** The page's own width holds everything: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function keepScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

async function openSummary(page: Page, search = '') {
  await page.goto(`/reports${search}`);
  const table = page.getByRole('table', { name: 'Sales by location' });
  await table.waitFor();
  return table;
}

describe('reports', () => {
  it('the admin reads, filters and exports the billing summary and opens a location PDF', { timeout: 180_000 }, async () => {
    const admin = await signedIn('admin@example.com');
    const table = await openSummary(admin.page);
    await admin.page.waitForURL(/\/reports\/report-Summary$/);
    const total = table.getByRole('row').filter({ hasText: 'Total inclusive of taxes' });
    const totalInvoiced = moneyOf(await total.getByRole('cell').nth(2).innerText());
    expect(totalInvoiced).toBeGreaterThan(0);
    expect(await admin.page.getByRole('region', { name: 'Sales breakdown' }).innerText()).toMatch(/\$[1-9]/);
    await expectAccessible(admin.page);
    await keepScreenshot(admin.page, 'reports-1280');

    // The first location with invoices, alone.
    const busy = table.getByRole('row').filter({ hasNot: admin.page.getByText('Total inclusive of taxes') }).filter({ hasText: /\$[1-9]/ }).first();
    const location = (await busy.getByRole('cell').first().innerText()).split('\n')[0] ?? '';
    const filtered = admin.page.waitForResponse((r) => r.url().includes('/api/summary') && r.url().includes('location_id='));
    await admin.page.getByRole('combobox', { name: 'Locations' }).click();
    await admin.page.getByRole('option', { name: location, exact: true }).click();
    await admin.page.keyboard.press('Escape');
    expect((await filtered).status()).toBe(200);
    await expect.poll(() => total.getByRole('cell').nth(2).innerText().then(moneyOf)).toBeLessThanOrEqual(totalInvoiced);
    expect(new URL(admin.page.url()).searchParams.get('location_id')).toMatch(/^[0-9A-Z]{26}$/);

    const [download] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByRole('button', { name: 'Export To Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^invoices_summary_\d{8}-\d{6}\.xlsx$/);
    expect((await readFile(await download.path())).subarray(0, 2).toString('latin1')).toBe('PK');

    const pdfLink = table.getByRole('link', { name: `${location} PDF` });
    const pdf = await admin.page.request.get(new URL(await pdfLink.getAttribute('href') ?? '', baseUrl).toString());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(admin.problems).toEqual([]);
  });

  it('the admin reads the dashboard’s three charts as text', { timeout: 120_000 }, async () => {
    const admin = await signedIn('admin@example.com');
    await admin.page.goto('/settings/dashboard');
    await admin.page.getByRole('region', { name: 'Appointments' }).getByRole('listitem').first().waitFor();
    const numbers: Record<string, number> = {};
    for (const chart of ['Appointments', 'Booking source', 'Clients']) {
      const items = await admin.page.getByRole('region', { name: chart }).getByRole('listitem').allInnerTexts();
      for (const item of items) {
        const [label = '', value = ''] = item.split(':');
        numbers[label.trim()] = Number(value.trim());
      }
    }
    expect(Object.keys(numbers)).toEqual(['Arrived', 'No Show', 'Cancelled', 'Booked Online', 'Booked by Staff', 'New', 'Returning']);
    expect((numbers.Arrived ?? 0) + (numbers['No Show'] ?? 0) + (numbers.Cancelled ?? 0)).toBeGreaterThan(0);
    await expectAccessible(admin.page);
    await keepScreenshot(admin.page, 'dashboard-1280');
    expect(admin.problems).toEqual([]);
  });

  it('both screens fit a phone without sideways scrolling', { timeout: 120_000 }, async () => {
    const admin = await signedIn('admin@example.com', phone);
    await openSummary(admin.page);
    await expectNoSidewaysScroll(admin.page);
    await expectAccessible(admin.page);
    await keepScreenshot(admin.page, 'reports-390');
    await admin.page.goto('/settings/dashboard');
    await admin.page.getByRole('region', { name: 'Appointments' }).waitFor();
    await expectNoSidewaysScroll(admin.page);
    await expectAccessible(admin.page);
    await keepScreenshot(admin.page, 'dashboard-390');
    expect(admin.problems).toEqual([]);
  });

  it('an employee is told reports are not theirs, with no Reports in the menu', { timeout: 90_000 }, async () => {
    const priya = await signedIn('provider@example.com');
    expect(await menuItems(priya.page)).not.toContain('Reports');
    await priya.page.goto('/reports');
    await priya.page.getByText('You do not have access to reports.').waitFor();
    await expectAccessible(priya.page);
    expect(priya.problems).toEqual([]);
  });
});
