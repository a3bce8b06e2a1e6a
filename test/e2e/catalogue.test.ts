// Catalogue journeys (issue 4) through the real local runtime in Chromium: an admin creates a location
// with a time zone, reorders an employee's locations, creates a product and a treatment; an employee
// sees the base treatments and their own, and cannot open /addproduct. Axe runs on every screen.
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, openPage, sessionCookie, signInStaff, useBrowser } from '#test/support/e2e/journeys.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const stamp = Date.now().toString(36);
const productName = `Glow Serum ${stamp}`;
const treatmentName = `Glow Facial ${stamp}`;

async function api<T>(path: string, cookie: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('catalogue', () => {
  it('an admin creates a location, reorders locations, and creates a product and a treatment', async () => {
    const visit = await openPage(browser(), baseUrl, '/');
    const { page } = visit;
    await signInStaff(visit, 'admin@example.com');
    const cookie = await sessionCookie(page);

    await page.goto('/settings/locations');
    await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Create location' }).click();
    await page.getByRole('heading', { level: 1, name: 'New location' }).waitFor();
    const form = page.getByRole('form', { name: 'New location' });
    const locationName = `Riverside ${stamp}`;
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(locationName);
    await form.getByRole('combobox', { name: 'Time zone' }).fill('Denver');
    await page.getByRole('option', { name: 'America/Denver' }).click();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Create location' }).click();
    await page.getByText(`${locationName} was created.`).waitFor();
    const created = (await api<{ name: string; timezone: string }[]>('/api/locations', cookie)).find((l) => l.name === locationName);
    expect(created?.timezone).toBe('America/Denver');

    await page.goto('/settings/locations');
    await page.getByRole('combobox', { name: 'Staff member' }).click();
    await page.getByRole('option', { name: 'Priya Shah' }).click();
    const order = page.getByRole('list', { name: 'Location order' });
    await order.getByText('Primary location').waitFor();
    const priya = '01KAD0000000000000000PR001';
    const before = await api<{ name: string }[]>(`/api/locations/get_locations?employee_id=${priya}`, cookie);
    const second = before[1]?.name ?? '';
    expect(before.length).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: `Move ${second} up` }).click();
    await page.getByRole('button', { name: 'Save order' }).click();
    await page.getByText('Location order saved.').waitFor();
    const after = await api<{ name: string }[]>(`/api/locations/get_locations?employee_id=${priya}`, cookie);
    expect(after.map((l) => l.name)).toEqual([second, before[0]?.name, ...before.slice(2).map((l) => l.name)]);
    await expectAccessible(page);

    await page.goto('/addproduct');
    await page.getByRole('heading', { level: 1, name: 'Add product' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(productName);
    await page.getByRole('combobox', { name: 'Product type' }).fill('Retail Skin Care');
    await page.getByRole('textbox', { name: 'Cost price' }).fill('25.00');
    await page.getByRole('textbox', { name: 'Retail price' }).fill('60.00');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText(`${productName} was added.`).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    const product = (await api<{ name: string; cost_price_cents: number; retail_price_cents: number }[]>('/api/products', cookie)).find((p) => p.name === productName);
    expect(product).toMatchObject({ cost_price_cents: 2500, retail_price_cents: 6000 });

    await page.goto('/treatments');
    await page.getByRole('heading', { level: 1, name: 'Treatments' }).waitFor();
    await page.getByRole('button', { name: 'Create treatment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create treatment' });
    await dialog.getByRole('textbox', { name: 'Treatment name' }).fill(treatmentName);
    await dialog.getByRole('combobox', { name: 'Product' }).fill(productName);
    await page.getByRole('option', { name: productName }).click();
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('1');
    await dialog.getByRole('textbox', { name: 'Duration (in mins)' }).fill('45');
    await dialog.getByRole('textbox', { name: 'Price' }).fill('95.00');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create treatment' }).click();
    await page.getByText(`${treatmentName} was saved.`).waitFor();
    const base = await api<{ name: string; cost_cents: number; duration_minutes: number }[]>('/api/base_treatments', cookie);
    expect(base.find((t) => t.name === treatmentName)).toMatchObject({ cost_cents: 9500, duration_minutes: 45 });
    expect(visit.problems).toEqual([]);
    await page.context().close();
  });

  it('an employee sees the base treatments and their own, and cannot open /addproduct', async () => {
    const visit = await openPage(browser(), baseUrl, '/');
    const { page } = visit;
    await signInStaff(visit, 'provider@example.com');
    await page.goto('/treatments');
    await page.getByRole('tab', { name: 'Base treatments' }).waitFor();
    await page.getByRole('cell', { name: 'Forehead Lines – 20 units' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'My treatments' }).click();
    await page.waitForURL('**/treatments?tab=my-treatments');
    const own = await api<{ name: string }[]>('/api/treatments?employee_id=01KAD0000000000000000PR001', await sessionCookie(page));
    expect(own.length).toBeGreaterThan(0);
    for (const t of own) await page.getByRole('cell', { name: t.name, exact: true }).waitFor();
    await expectAccessible(page);
    await page.goto('/addproduct');
    await page.waitForURL('**/myprofile');
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    expect(visit.problems).toEqual([]);
    await page.context().close();
  });
});
