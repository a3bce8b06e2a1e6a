// Identity journeys (issue 3) through the real local runtime in Chromium, with the seeded demo
// accounts, and an axe check on each screen visited.
import { describe, expect, inject, it } from 'vitest';
import { phone } from '#test/support/e2e/browser.ts';
import { expectAccessible, linkInMail, menuItems, openPage, sessionCookie, signInStaff, useBrowser } from '#test/support/e2e/journeys.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const adminMenu = ['Submit invoice', 'Invoice List', 'Schedule', 'Staff', 'Reports', 'Intake Forms', 'Clients', 'Inventories', 'Treatments', 'My Profile', 'Invoices to Pay', 'Settings'];
const staffMenu = ['Submit invoice', 'Product List', 'Schedule', 'Intake Forms', 'Clients', 'Treatments', 'My Profile'];

describe('staff', () => {
  it('an admin signs in and sees the admin menu', async () => {
    const visit = await openPage(browser(), baseUrl, '/');
    await expectAccessible(visit.page);
    await signInStaff(visit, 'admin@example.com');
    expect(await menuItems(visit.page)).toEqual(adminMenu);
    expect(visit.problems).toEqual([]);
    await visit.page.context().close();
  });

  it('an employee sees the staff menu and is sent from /invoicelist to /myprofile', async () => {
    const visit = await openPage(browser(), baseUrl, '/');
    await signInStaff(visit, 'provider@example.com');
    expect(await menuItems(visit.page)).toEqual(staffMenu);
    await visit.page.goto('/invoicelist');
    await visit.page.waitForURL('**/myprofile');
    await visit.page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await visit.page.getByText('Priya Shah').first().waitFor();
    await expectAccessible(visit.page);
    expect(visit.problems).toEqual([]);
    await visit.page.context().close();
  });

  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const visit = await openPage(browser(), baseUrl, '/');
    await signInStaff(visit, 'inventory@example.com');
    const cookie = await sessionCookie(visit.page);
    expect((await fetch(`${baseUrl}/api/employees/myprofile`, { headers: { cookie } })).status).toBe(200);
    await visit.page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
    await visit.page.getByRole('heading', { level: 1, name: /^Sign in to/ }).waitFor();
    expect(new URL(visit.page.url()).pathname).toBe('/');
    expect((await fetch(`${baseUrl}/api/employees/myprofile`, { headers: { cookie } })).status).toBe(401);
    expect(visit.problems).toEqual([]);
    await visit.page.context().close();
  });
});

describe('clients', () => {
  it('a new client signs up on a phone and lands on /clients with the welcome line', async () => {
    const visit = await openPage(browser(), baseUrl, '/clients/signup', phone);
    const { page } = visit;
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel(/^First name/).fill('Harper');
    await page.getByLabel(/^Last name/).fill('Quinn');
    await page.getByLabel(/^Email\b/).fill(`harper.${Date.now()}@example.com`);
    await page.getByLabel(/^Password\b/).fill('harper-passphrase');
    await page.getByLabel(/^Confirm password/).fill('harper-passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/clients');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByText('Welcome, Harper').waitFor();
    await expectAccessible(page);
    expect(visit.problems).toEqual([]);
    await page.context().close();
  });

  it('a signed-out visitor on a client-only path is asked whether they are a current client', async () => {
    const visit = await openPage(browser(), baseUrl, '/clients/appointments');
    await visit.page.getByText('Hello. Are you a current client?').waitFor();
    await expect(visit.page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).resolves.toBe('/clients/signin');
    await expectAccessible(visit.page);
    expect(visit.problems).toEqual([]);
    await visit.page.context().close();
  });
});

describe('invitations and password reset', () => {
  const mailUrl = inject('mailUrl');
  const pathOf = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;

  it('an admin invites an employee; the emailed link sets a password; the employee signs in', async () => {
    const admin = await openPage(browser(), baseUrl, '/');
    await signInStaff(admin, 'admin@example.com');
    await admin.page.goto('/employees');
    await admin.page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await expectAccessible(admin.page);
    await admin.page.getByRole('button', { name: 'Create an employee' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Create an employee' });
    const email = `riley.${Date.now()}@example.com`;
    await dialog.getByLabel(/^Name/).fill('Riley Chen');
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByRole('button', { name: 'Create and send invitation' }).click();
    await admin.page.getByText(`Invitation sent to ${email}`).waitFor();
    expect(admin.problems).toEqual([]);
    await admin.page.context().close();

    const link = await linkInMail(mailUrl, email, 'Welcome to Carebook Demo Spa');
    expect(pathOf(link)).toMatch(/^\/signup\?token=/);
    const invited = await openPage(browser(), baseUrl, pathOf(link));
    await invited.page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
    await expectAccessible(invited.page);
    await invited.page.getByLabel(/^New password/).fill('riley-passphrase');
    await invited.page.getByLabel(/^Confirm new password/).fill('riley-passphrase');
    await invited.page.getByRole('button', { name: 'Set password and sign in' }).click();
    await invited.page.waitForURL('**/schedule');
    await invited.page.context().close();

    const again = await openPage(browser(), baseUrl, '/');
    await signInStaff(again, email, 'riley-passphrase');
    expect(await menuItems(again.page)).toEqual(staffMenu);
    expect(again.problems).toEqual([]);
    await again.page.context().close();
  });

  // Dana (the mentor) is the one demo account no other journey signs in as: files share one runtime
  // and run in any order, so a password this journey changes must not be one another file uses.
  it('a staff member resets a forgotten password from the sign-in screen', async () => {
    const visit = await openPage(browser(), baseUrl, '/');
    const { page } = visit;
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel(/^Email/).fill('mentor@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your email').waitFor();
    await page.context().close();

    const link = await linkInMail(mailUrl, 'mentor@example.com', 'Reset your password');
    expect(pathOf(link)).toMatch(/^\/resetPassword\?token=/);
    const reset = await openPage(browser(), baseUrl, pathOf(link));
    await reset.page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
    await expectAccessible(reset.page);
    await reset.page.getByLabel(/^New password/).fill('dana-new-passphrase');
    await reset.page.getByLabel(/^Confirm new password/).fill('dana-new-passphrase');
    await reset.page.getByRole('button', { name: 'Set password and sign in' }).click();
    await reset.page.waitForURL('**/schedule');
    expect(reset.problems).toEqual([]);
    await reset.page.context().close();

    const login = (password: string) => fetch(`${baseUrl}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: 'mentor@example.com', password }),
    });
    expect((await login('carebook-demo')).status).toBe(401);
    expect((await login('dana-new-passphrase')).status).toBe(200);
  });
});
