// Inventory journeys (issue 12) through the real local runtime in Chromium: an admin adds stock and
// assigns it; an inventory manager assigns, the employee accepts the prompt; the employee transfers
// and requests; the admin approves the request. Axe runs on every screen; the API confirms each move.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, openPage, sessionCookie, signInStaff, useBrowser, type Visit } from '#test/support/e2e/journeys.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const product = 'Glutathione Booster';
const priya = { id: '01KAD0000000000000000PR001', name: 'Priya Shah' };
const lucas = { id: '01KAD0000000000000000PR002', name: 'Lucas Moreau' };

interface Held { employee: { id: string }; employees_inventories: { product: { name: string }; quantity: number }[] }

async function api<T>(path: string, cookie: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const holding = async (cookie: string, employeeId: string) =>
  (await api<Held[]>('/api/employee_inventories', cookie)).find((e) => e.employee.id === employeeId)?.employees_inventories.find((i) => i.product.name === product)?.quantity ?? 0;

async function signedIn(email: string): Promise<Visit> {
  const visit = await openPage(browser(), baseUrl, '/');
  await signInStaff(visit, email);
  return visit;
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).fill(option.split(' ')[0] ?? option);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
}

/** Waits until every toast has finished fading in, so axe never measures one mid-animation. */
async function toastsSettled(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll('.mantine-Notification-root')].every((toast) => {
    for (let node: Element | null = toast; node; node = node.parentElement) if (getComputedStyle(node).opacity !== '1') return false;
    return true;
  }));
}

async function checked(page: Page) {
  await toastsSettled(page);
  await expectAccessible(page);
}

async function openInventories(page: Page) {
  await page.goto('/inventories');
  await page.getByRole('heading', { level: 1, name: 'Inventories' }).waitFor();
  await page.getByRole('cell', { name: product, exact: true }).waitFor();
}

describe('inventory', () => {
  it('an admin adds stock and assigns it straight to an employee', async () => {
    const visit = await signedIn('admin@example.com');
    const { page } = visit;
    const cookie = await sessionCookie(page);
    await openInventories(page);
    await checked(page);
    const before = await holding(cookie, lucas.id);
    const add = page.getByRole('region', { name: 'Add stock' });
    await choose(page, add, 'Product', product);
    await add.getByRole('textbox', { name: 'Quantity' }).fill('5.5');
    await add.getByRole('button', { name: 'Add stock' }).click();
    await page.getByText(new RegExp(`^${product}: the practice now has`)).waitFor();

    await page.getByRole('button', { name: `Assign ${product}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Assign ${product}`) });
    await choose(page, dialog, 'Employee', lucas.name);
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await checked(page);
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByText(`${product} was assigned.`).waitFor();
    expect(await holding(cookie, lucas.id)).toBe(before + 2);

    await page.getByRole('button', { name: `History of ${product}` }).click();
    const history = page.getByRole('dialog', { name: `History of ${product}` });
    await history.getByRole('cell', { name: lucas.name }).first().waitFor();
    await checked(page);
    expect(visit.problems).toEqual([]);
    await page.context().close();
  });

  it('an inventory manager assigns, and the employee accepts the prompt on My Profile', async () => {
    const manager = await signedIn('inventory@example.com');
    await openInventories(manager.page);
    await manager.page.getByRole('button', { name: `Assign ${product}` }).click();
    const dialog = manager.page.getByRole('dialog', { name: new RegExp(`^Assign ${product}`) });
    await choose(manager.page, dialog, 'Employee', priya.name);
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('3');
    await dialog.getByRole('button', { name: 'Send for acceptance' }).click();
    await manager.page.getByText(`${priya.name} will be asked to accept it.`).waitFor();
    const managerCookie = await sessionCookie(manager.page);
    const before = await holding(managerCookie, priya.id);
    expect(manager.problems).toEqual([]);
    await manager.page.context().close();

    const provider = await signedIn('provider@example.com');
    const { page } = provider;
    await page.goto('/myprofile');
    await page.getByRole('tab', { name: /Shared Inventory/ }).click();
    await page.getByRole('table', { name: 'Shared inventory' }).waitFor();
    await checked(page);
    await page.getByRole('button', { name: `Accept ${product} from Inventory Manager` }).click();
    // Accepting asks first (issue 22).
    await page.getByRole('dialog', { name: `Accept 3 ${product}?` }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`3 ${product} added to your stock.`).waitFor();
    expect(await holding(managerCookie, priya.id)).toBe(before + 3);
    expect(provider.problems).toEqual([]);
    await page.context().close();
  });

  it('the employee transfers to a colleague and requests stock; the admin approves the request', async () => {
    const provider = await signedIn('provider@example.com');
    const { page } = provider;
    await page.goto('/myprofile');
    await page.getByRole('table', { name: 'Assigned inventory' }).waitFor();
    await page.getByRole('button', { name: `Transfer ${product}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Transfer ${product}`) });
    await choose(page, dialog, 'Send to', lucas.name);
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('1');
    await checked(page);
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByText(`1 ${product} is on its way to ${lucas.name}.`).waitFor();

    await page.getByRole('tab', { name: 'Request Inventory' }).click();
    const form = page.getByRole('form', { name: 'Request inventory' });
    await choose(page, form, 'Product', product);
    await form.getByRole('textbox', { name: 'Quantity' }).fill('4');
    await form.getByLabel('Date of use').fill('2026-12-15');
    await form.getByRole('button', { name: 'Request inventory' }).click();
    await page.getByText(`Your request for ${product} was sent.`).waitFor();
    await checked(page);
    expect(provider.problems).toEqual([]);
    await page.context().close();

    const admin = await signedIn('admin@example.com');
    const cookie = await sessionCookie(admin.page);
    const before = await holding(cookie, priya.id);
    await openInventories(admin.page);
    await admin.page.getByRole('tab', { name: 'Requests' }).click();
    await admin.page.getByRole('button', { name: `Accept the request of ${priya.name} for ${product}` }).click();
    await admin.page.getByRole('dialog', { name: new RegExp(`^Accept ${priya.name}'s request`) }).getByRole('button', { name: 'Yes' }).click();
    await admin.page.getByText(`${priya.name}'s request for ${product} was approved.`).waitFor();
    await checked(admin.page);
    expect(await holding(cookie, priya.id)).toBe(before + 4);
    expect(admin.problems).toEqual([]);
    await admin.page.context().close();
  });
});
