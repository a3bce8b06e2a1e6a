// Paying providers and staff subscriptions (issue 20) through the real local runtime and its Stripe
// emulator, in Chromium: a provider connects a bank account on the hosted onboarding page and lands
// back on My Profile linked; the admin pays a Pay Faster invoice (paid at once) and a default one
// (scheduled; `npm run job -- payouts --now <due>` pays it, once); a staff member subscribes monthly
// with 4242 and cancels in the billing portal. Axe runs on each screen.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { desktop, phone } from '#test/support/e2e/browser.ts';
import { apiClient, demoPassword, expectAccessible, openPage, signInStaff, useBrowser, type Visit } from '#test/support/e2e/journeys.ts';
import { screenshotIfAsked } from '#test/support/e2e/screenshots.ts';

const run = promisify(execFile);
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

interface Employee { id: string; email: string; stripe_account_id: string | null }
interface Profile { id: string; employee_locations: { location: { id: string } }[]; employees_inventories: { product: { id: string }; quantity: number }[] }
interface InvoiceView { id: string; number: number; kind: string; status: string }
interface Transfer { amount: number; metadata: { invoice_id?: string } }

const api = apiClient(baseUrl);

async function login(email: string): Promise<string> {
  const answer = await api('/api/login', '', { method: 'POST', body: { email, password: demoPassword } });
  expect(answer.status).toBe(200);
  return answer.cookie;
}

async function signedIn(email: string): Promise<Visit> {
  const visit = await openPage(browser(), baseUrl, '/');
  await signInStaff(visit, email);
  return visit;
}

const emulator = (): string => (JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as { stripe: string }).stripe;

async function transfersFor(invoiceId: string): Promise<Transfer[]> {
  const { data } = (await (await fetch(`${emulator()}/__emulator/transfers`)).json()) as { data: Transfer[] };
  return data.filter((t) => t.metadata.invoice_id === invoiceId);
}

async function payoutJob(now: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/job.ts', 'payouts', '--now', now], {
    env: { ...process.env, CAREBOOK_DATA_DIR: dataDir }, timeout: 60_000,
  });
  return stdout;
}

/** The screen at 1280 and 390 px (when screenshots are asked for), each loaded at its width. */
async function shoot(page: Page, name: string, ready: string): Promise<void> {
  if (!process.env.CAREBOOK_SCREENSHOTS) return;
  await screenshotIfAsked(page, `${name}-1280`);
  for (const [viewport, suffix] of [[phone, '390'], [desktop, '']] as const) {
    await page.setViewportSize(viewport);
    await page.reload();
    await page.getByText(ready).first().waitFor();
    if (suffix) await screenshotIfAsked(page, `${name}-${suffix}`);
  }
}

/** The provider the journey onboards: the first demo provider without a Stripe account. */
let provider: Employee | undefined;

/** Two finalized invoices of the provider, submitted through the API: Pay Faster and default. */
async function finalizedPair(providerCookie: string, adminCookie: string): Promise<{ fast: InvoiceView; slow: InvoiceView }> {
  const me = (await api<Profile>('/api/employees/myprofile', providerCookie)).body;
  const held = me.employees_inventories.find((line) => line.quantity >= 1);
  const location = me.employee_locations[0]?.location.id;
  if (!held || !location) throw new Error('the provider holds no stock or has no location');
  const stamp = Date.now().toString(36);
  const invoice = (n: number, instant_pay: boolean) => ({
    new_client: { name: 'Payee', last_name: `Journey${stamp}${n}`, email: `payee.${stamp}.${n}@example.com` },
    location_id: location, date_of_service: new Date().toISOString().slice(0, 10), payment_type: 'other',
    products: [{ product_id: held.product.id, quantity: 0.5 }], amt_paid_for_products_cents: 30_000 + n * 1_000, instant_pay,
  });
  const submitted = await api<{ invoices: InvoiceView[] }>('/api/invoice_groups', providerCookie, { method: 'POST', body: { invoices: [invoice(1, true), invoice(2, false)] } });
  expect(submitted.status).toBe(201);
  // The answer also lists the mentor's fee invoices.
  const [fast, slow] = submitted.body.invoices.filter((one) => one.kind === 'service');
  if (!fast || !slow) throw new Error('the submission answered fewer than two invoices');
  for (const one of [fast, slow]) expect((await api(`/api/invoices/${one.id}/finalize`, adminCookie, { method: 'POST', body: {} })).status).toBe(200);
  return { fast, slow };
}

describe('payouts and subscriptions', () => {
  it('a provider connects a bank account through the hosted onboarding page and lands back on My Profile linked', { timeout: 180_000 }, async () => {
    const staff = (await api<Employee[]>('/api/employees', await login('admin@example.com'))).body;
    provider = staff.find((e) => ['provider@example.com', 'provider2@example.com'].includes(e.email) && e.stripe_account_id === null);
    if (!provider) throw new Error('every demo provider is already connected to Stripe');
    const visit = await signedIn(provider.email);
    const { page } = visit;
    await page.goto('/myprofile?tab=bank');
    const bank = page.getByRole('region', { name: 'Bank details' });
    await bank.getByRole('button', { name: 'Connect bank account' }).waitFor();
    await expectAccessible(page);
    await bank.getByRole('button', { name: 'Connect bank account' }).click();

    await page.getByRole('heading', { level: 1, name: 'Set up payouts' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Routing number').fill('110000000');
    await page.getByLabel('Account number').fill('000123456789');
    await page.getByLabel('Identity verification').selectOption('verified');
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByText('Stripe account linked successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/myprofile' && url.search === '?tab=bank');
    await bank.getByText('Payouts enabled').waitFor();
    await bank.getByText(/ending in 6789/).waitFor();
    await expectAccessible(page);
    await shoot(page, 'bank-details', 'Payouts enabled');
    expect(visit.problems).toEqual([]);
    await page.context().close();
  });

  it('the admin pays a Pay Faster invoice at once and a default one, which the payout job transfers when due', { timeout: 240_000 }, async () => {
    if (!provider) throw new Error('the onboarding journey did not run');
    const adminCookie = await login('admin@example.com');
    const { fast, slow } = await finalizedPair(await login(provider.email), adminCookie);
    const visit = await signedIn('admin@example.com');
    const { page } = visit;
    // Pay Multiple Invoices: Billing Details' own Save & Pay is covered by the web tests; that screen's
    // PDF viewer is blocked by the CSP (object-src 'none') and logs a console error in Chromium.
    await page.goto('/invoices-to-pay');
    await page.getByRole('checkbox', { name: `Select invoice #${fast.number}` }).waitFor();
    await shoot(page, 'invoices-to-pay', 'Pay Multiple Invoices (0)');
    await page.getByRole('checkbox', { name: `Select invoice #${fast.number}` }).check();
    await page.getByRole('checkbox', { name: `Select invoice #${slow.number}` }).check();
    await page.getByRole('button', { name: 'Pay Multiple Invoices (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay 2 invoices?' });
    await dialog.getByText(/transferred in 10 days\.$/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`Invoice #${fast.number}: Fast payment has been processed successfully!`).waitFor();
    await page.getByText(`Invoice #${slow.number}: Payment initiated successfully`).waitFor();
    await expectAccessible(page);
    expect((await api<InvoiceView>(`/api/invoices/${fast.id}`, adminCookie)).body.status).toBe('paid');
    expect(await transfersFor(fast.id)).toHaveLength(1);
    expect((await api<InvoiceView>(`/api/invoices/${slow.id}`, adminCookie)).body.status).toBe('payment_scheduled');
    expect(await transfersFor(slow.id)).toHaveLength(0);

    // Due after the practice's payout delay (10 days): the job at that time pays it, once however often it runs.
    const at = new Date(Date.now() + 10 * 86_400_000 + 3_600_000).toISOString();
    await payoutJob(at);
    await payoutJob(at);
    expect((await api<InvoiceView>(`/api/invoices/${slow.id}`, adminCookie)).body.status).toBe('paid');
    expect(await transfersFor(slow.id)).toHaveLength(1);
    expect(visit.problems).toEqual([]);
    await page.context().close();
  });

  it('a staff member subscribes monthly with 4242 and cancels in the billing portal', { timeout: 180_000 }, async () => {
    const visit = await signedIn('inventory@example.com');
    const { page } = visit;
    await page.goto('/myprofile?tab=subscription');
    const plans = page.getByRole('region', { name: 'Subscription Plans' });
    await plans.getByRole('button', { name: 'Subscribe monthly' }).waitFor();
    await expectAccessible(page);
    await shoot(page, 'subscription-plans', 'Subscribe');
    await plans.getByRole('button', { name: 'Subscribe monthly' }).click();

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL((url) => url.pathname === '/myprofile' && url.search === '?tab=subscription');
    // The plan turns paid when Stripe's webhook lands, which may be just after the redirect.
    await expect.poll(async () => {
      await page.reload();
      await plans.getByRole('region', { name: 'Free plan' }).waitFor();
      return plans.getByRole('button', { name: 'Manage subscription' }).count();
    }, { timeout: 30_000 }).toBe(1);
    await plans.getByText('Active', { exact: true }).waitFor();
    await expectAccessible(page);
    await shoot(page, 'subscription-active', 'Manage subscription');

    await plans.getByRole('button', { name: 'Manage subscription' }).click();
    await page.getByRole('heading', { level: 1, name: 'Current plan' }).waitFor();
    await page.getByRole('button', { name: 'Cancel plan now' }).click();
    await page.waitForURL((url) => url.pathname === '/myprofile');
    await expect.poll(async () => {
      await page.goto('/myprofile?tab=subscription');
      await plans.getByRole('region', { name: 'Free plan' }).waitFor();
      return plans.getByText('Cancelled', { exact: true }).count();
    }, { timeout: 30_000 }).toBe(1);
    await plans.getByRole('button', { name: 'Subscribe monthly' }).waitFor();
    expect(visit.problems).toEqual([]);
    await page.context().close();
  });
});
