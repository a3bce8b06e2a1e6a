// Steps the e2e journeys share: opening a screen with a console watch, signing in through the UI,
// reading the local mail store, and checking each screen with axe.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { accessibilityViolations, desktop, launchBrowser, newContext, phone, watchConsole, type Viewport } from '#test/support/e2e/browser.ts';

export const demoPassword = 'carebook-demo';

/** One Chromium per test file, launched before its tests and closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running yet');
    return browser;
  };
}

export interface Visit {
  page: Page;
  problems: string[];
}

export async function openPage(browser: Browser, baseUrl: string, path: string, viewport: Viewport = desktop): Promise<Visit> {
  const context = await newContext(browser, baseUrl, viewport);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(path);
  return { page, problems };
}

export async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** Axe on the screen as it is, at 390 and at 1280 px; the page keeps the size it had. */
export async function expectAccessibleOnPhoneAndDesktop(page: Page): Promise<void> {
  const size = page.viewportSize() ?? desktop;
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
  }
  await page.setViewportSize(size);
}

/** Waits for a toast and closes it: one fading out on its own reads as low contrast to axe. */
export async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await toast.waitFor({ state: 'detached' });
}

export async function fillSignIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.getByLabel(/^Email\b/).fill(email);
  await page.getByLabel(/^Password\b/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs a staff member in at `/` and waits for the main menu. */
export async function signInStaff(visit: Visit, email: string, password = demoPassword): Promise<void> {
  await visit.page.getByRole('heading', { level: 1, name: /^Sign in to/ }).waitFor();
  await fillSignIn(visit.page, email, password);
  try {
    await visit.page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  } catch (error) {
    // Say where the sign-in ended and what the screen said (a refusal, a throttle), not only "timeout".
    const alerts = await visit.page.getByRole('alert').allInnerTexts().catch(() => []);
    throw new Error(`${email} did not reach the main menu: at ${visit.page.url()}, alerts ${JSON.stringify(alerts)}`, { cause: error });
  }
}

/** From "Are you a current client?", signs a new client up; their booking choice waits meanwhile. */
export async function signUpClient(page: Page, client: { first: string; last: string; email: string }): Promise<void> {
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel(/^First name/).fill(client.first);
  await page.getByLabel(/^Last name/).fill(client.last);
  await page.getByLabel(/^Email/).fill(client.email);
  await page.getByLabel(/^Password/).fill('carebook-demo-1');
  await page.getByLabel(/^Confirm password/).fill('carebook-demo-1');
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function menuItems(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link').first().waitFor();
  return (await menu.getByRole('link').allInnerTexts()).map((t) => t.trim());
}

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/** Waits for a mail to `address` in the local SES store and returns the first app link in it. */
export async function linkInMail(mailUrl: string, address: string, subject: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { emails } = (await (await fetch(`${mailUrl}/store`)).json()) as { emails: StoredMail[] };
    const mail = emails.filter((m) => m.subject === subject && m.destination.to.some((to) => to.includes(address))).at(-1);
    const link = /https?:\/\/\S+/.exec(mail?.body.text ?? '')?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No "${subject}" mail with a link reached ${address}`);
}

export async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cb_session');
  if (!cookie) throw new Error('No session cookie');
  return `${cookie.name}=${cookie.value}`;
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
  /** The first Set-Cookie's name=value (a sign-in's session). */
  cookie: string;
}

/** Calls the runtime's API as a signed-in user would (JSON, same Origin), for a journey's setup and checks. */
export function apiClient(baseUrl: string) {
  return async function api<T>(path: string, cookie: string, init: { method?: string; body?: unknown } = {}): Promise<ApiAnswer<T>> {
    const res = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: { cookie, origin: baseUrl, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as T, cookie: res.headers.getSetCookie()[0]?.split(';')[0] ?? '' };
  };
}
