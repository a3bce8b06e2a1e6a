// First journeys through the real local runtime in Chromium: the health screen and the not-found
// screen, each checked with axe at desktop and phone widths.
import { describe, expect, inject, it } from 'vitest';
import { desktop, phone, type Viewport } from '#test/support/e2e/browser.ts';
import { expectAccessible, openPage, useBrowser } from '#test/support/e2e/journeys.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const open = (path: string, viewport: Viewport = desktop) => openPage(browser(), baseUrl, path, viewport);

describe.each([
  ['desktop', desktop],
  ['phone', phone],
])('on a %s screen', (_name, viewport) => {
  it('/healthz shows a healthy service with its version, and passes axe', async () => {
    const { page, problems } = await open('/healthz', viewport);
    await page.getByRole('heading', { level: 1, name: 'Service health' }).waitFor();
    await page.getByRole('status').getByText('Healthy').waitFor();
    expect(await page.title()).toMatch(/health/i);
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('an unknown path shows the not-found screen with a way home, and passes axe', async () => {
    const { page, problems } = await open('/no/such/screen', viewport);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /not found/i }).waitFor();
    await expect(page.getByRole('link', { name: /home/i }).getAttribute('href')).resolves.toBe('/');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the health check through the local API', () => {
  it('answers with the one JSON shape and no-store caching', async () => {
    const res = await fetch(`${baseUrl}/api/health_check.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    await expect(res.json()).resolves.toMatchObject({ data: { status: 'ok', table: 'ok' } });
  });

  it('serves the SPA for deep links with the security headers', async () => {
    const res = await fetch(`${baseUrl}/some/deep/link`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
