// Intake forms and chart entries (issue 19) through the real local runtime in Chromium: an admin
// builds a form with a must-agree consent and a signature, linked to a treatment; a new client books
// that treatment on a phone, is blocked at Confirm, fills the form with a drawn signature and
// confirms; staff see the response on the client page and write a chart entry, edit it and read
// version 1. Axe runs on every screen at its viewport.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phone } from '#test/support/e2e/browser.ts';
import { screenshotIfAsked } from '#test/support/e2e/screenshots.ts';
import { expectAccessible, openPage, sessionCookie, signInStaff, signUpClient, useBrowser } from '#test/support/e2e/journeys.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const stamp = Date.now().toString(36);
const formName = `Filler consent ${stamp}`;
const treatment = 'Submental Fat Reduction';
const client = { first: 'Ines', last: `Moreau${stamp}`, email: `ines.${stamp}@example.test` };
const blocked = 'Please fill out the intake forms before confirming.';

async function buildForm(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'New intake form' }).click();
  const form = page.getByRole('form', { name: 'Intake form' });
  await form.getByRole('textbox', { name: /^Form name/ }).fill(formName);
  await form.getByRole('combobox', { name: 'Treatments' }).fill('Submental');
  await page.getByRole('option', { name: treatment }).click();
  await form.getByRole('textbox', { name: 'Introduction' }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  await expectAccessible(page);

  await form.getByRole('tab', { name: 'Consents' }).click();
  await form.getByRole('switch', { name: 'Ask for a signature' }).check();
  await form.getByRole('button', { name: 'Add consent form' }).click();
  await form.getByRole('textbox', { name: /^Consent 1, name/ }).fill('Fat reduction consent');
  await form.getByRole('textbox', { name: 'Consent 1, text' }).fill('Swelling for a few days is expected.');
  await form.getByRole('textbox', { name: 'Consent 1, declaration' }).fill('I accept the risks.');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save intake form' }).click();
  await page.getByRole('table', { name: 'Intake forms' }).getByRole('row', { name: new RegExp(formName) }).waitFor();
}

/** A one-pixel PNG: enough for the upload, the stored file and the history's image. */
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Draws a stroke with the pointer across a canvas found by its name, then waits for the new name. */
async function drawOn(page: Page, name: RegExp, drawnName: string): Promise<void> {
  const canvas = page.getByRole('img', { name });
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error(`The canvas ${String(name)} is not on screen`);
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (const [dx, dy] of [[60, -30], [120, 25], [180, -20], [240, 15]] as const) {
    await page.mouse.move(box.x + dx, box.y + box.height / 2 + dy, { steps: 4 });
  }
  await page.mouse.up();
  await page.getByRole('img', { name: drawnName }).waitFor();
}

/** Draws a stroke across the signature canvas with the pointer, as a finger or mouse would. */
async function drawSignature(page: Page): Promise<void> {
  await drawOn(page, /^Signature area/, 'Your drawn signature');
}

/** Sent, the form returns to the confirm step; if not, say what the form said. */
async function backToConfirm(page: Page): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name: 'Confirm your appointment' }).waitFor();
  } catch (error) {
    const said = await page.locator('[aria-invalid="true"], [role="alert"]').evaluateAll((found) => found.map((e) => e.getAttribute('aria-describedby') ?? e.textContent));
    throw new Error(`The form was not sent: at ${page.url()}, ${JSON.stringify(said)}`, { cause: error });
  }
}

describe('intake forms', () => {
  let clientId = '';

  it('an admin builds a form with a must-agree consent and links it to a treatment', async () => {
    const visit = await openPage(browser(), baseUrl, '/');
    const { page } = visit;
    await signInStaff(visit, 'admin@example.com');
    await page.goto('/intake-forms');
    await page.getByRole('heading', { level: 1, name: 'Intake Forms' }).waitFor();
    await page.getByRole('table', { name: 'Intake forms' }).waitFor();
    await expectAccessible(page);
    await buildForm(page);
    await expectAccessible(page);
    expect(visit.problems).toEqual([]);
  });

  it('a client on a phone is blocked at Confirm, fills the form with a drawn signature and books', async () => {
    const visit = await openPage(browser(), baseUrl, '/clients', phone);
    const { page } = visit;
    await page.getByRole('link', { name: 'Book with Morgan Ellis' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Book an Appointment' }).waitFor();
    await page.getByRole('checkbox', { name: new RegExp(treatment) }).click();
    const times = page.getByRole('list', { name: 'Free times' });
    await times.getByRole('button').first().click();
    await signUpClient(page, client);

    await page.getByRole('heading', { level: 1, name: 'Confirm your appointment' }).waitFor();
    const checklist = page.getByRole('region', { name: 'Intake forms' });
    await checklist.getByRole('link', { name: formName }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').getByText(blocked).waitFor();
    await expectAccessible(page);

    await checklist.getByRole('link', { name: formName }).click();
    const form = page.getByRole('form', { name: formName });
    await expect.poll(() => form.getByRole('textbox', { name: /^First Name/ }).inputValue()).toBe(client.first);
    await form.getByRole('checkbox', { name: 'I accept the risks.' }).check();
    await drawSignature(page);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Submit form' }).click();
    await backToConfirm(page);
    await checklist.getByText('Submitted').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Appointments' }).waitFor();
    await page.getByRole('region', { name: 'Upcoming' }).getByText('Booked').waitFor();
    expect(visit.problems).toEqual([]);

    const mine = await fetch(`${baseUrl}/api/client/appointments`, { headers: { cookie: await sessionCookie(page) } });
    const [booked] = (await mine.json()) as { client: { id: string } }[];
    clientId = booked?.client.id ?? '';
    expect(clientId).not.toBe('');
  });

  it('staff see the response and write a chart entry, edit it and read version 1', async () => {
    const visit = await openPage(browser(), baseUrl, '/');
    const { page } = visit;
    await signInStaff(visit, 'admin@example.com');
    await page.goto(`/customers/${clientId}`);
    await page.getByRole('heading', { level: 2, name: `${client.first} ${client.last}` }).waitFor();

    await page.getByRole('tab', { name: 'Forms' }).click();
    await page.getByRole('table', { name: 'Submitted forms' }).getByRole('link', { name: formName }).waitFor();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Chart Entries' }).click();
    await page.getByRole('combobox', { name: 'New chart entry from a template' }).selectOption({ label: 'SOAP Note' });
    await page.getByRole('button', { name: 'New chart entry' }).click();
    const create = page.getByRole('dialog', { name: 'New chart entry' });
    await create.getByRole('textbox', { name: /^Subjective/ }).fill('Wants a sharper jawline.');
    await create.getByRole('textbox', { name: /^Objective/ }).fill('Moderate submental fullness.');
    await expectAccessible(page);
    await create.getByRole('button', { name: 'Add chart entry' }).click();
    await create.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit SOAP Note' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit SOAP Note' });
    await edit.getByRole('textbox', { name: /^Objective/ }).fill('Marked submental fullness.');
    await edit.getByRole('button', { name: 'Save new version' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Chart entries' }).getByRole('cell', { name: '2', exact: true }).waitFor();

    await page.getByRole('button', { name: 'History of SOAP Note' }).click();
    const history = page.getByRole('dialog', { name: 'History of SOAP Note' });
    await history.getByRole('combobox', { name: 'Version' }).selectOption('1');
    const first = history.getByRole('region', { name: 'Version 1' });
    // The history reads as text now (label, then the answer), not as disabled fields.
    await first.getByText('Moderate submental fullness.').waitFor();
    // Nothing empty between the dialog's header and its first field: the header also hosts the toast
    // containers (issue 22 fix 4), which must take no room while they hold no toast.
    const gap = await history.evaluate((dialog) => {
      const header = dialog.querySelector('.mantine-Modal-header')?.getBoundingClientRect();
      const label = dialog.querySelector('label')?.getBoundingClientRect();
      return header && label ? label.top - header.bottom : Number.NaN;
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(32);
    await expectAccessible(page);
    expect(visit.problems).toEqual([]);
  });

  it('staff add a chart entry with a drawing and a photo and see both images in its history', async () => {
    const visit = await openPage(browser(), baseUrl, '/');
    const { page } = visit;
    await signInStaff(visit, 'admin@example.com');
    await page.goto(`/customers/${clientId}`);
    await page.getByRole('heading', { level: 2, name: `${client.first} ${client.last}` }).waitFor();
    await page.getByRole('tab', { name: 'Chart Entries' }).click();
    await page.getByRole('combobox', { name: 'New chart entry from a template' }).selectOption({ label: 'SOAP Note' });
    await page.getByRole('button', { name: 'New chart entry' }).click();
    const create = page.getByRole('dialog', { name: 'New chart entry' });
    await create.getByRole('textbox', { name: 'Entry name' }).fill('Jawline map');
    await create.getByRole('button', { name: 'Add a drawing' }).click();
    await drawOn(page, /^Drawing: draw with/, 'Drawing: your drawing');
    await create.getByRole('textbox', { name: /^Description of the drawing/ }).fill('Four injection points along the left jawline.');
    await create.getByRole('button', { name: 'Add photos' }).click();
    await create.locator('input[type="file"][multiple]').setInputFiles({ name: 'jawline.png', mimeType: 'image/png', buffer: tinyPng });
    await create.getByRole('img', { name: 'new photo jawline.png' }).waitFor();
    await expectAccessible(page);
    await create.getByRole('button', { name: 'Add chart entry' }).click();
    await create.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'History of Jawline map' }).click();
    const history = page.getByRole('dialog', { name: 'History of Jawline map' });
    const images = [history.getByRole('img', { name: 'Four injection points along the left jawline.' }), history.getByRole('img', { name: 'Photos 1' })];
    for (const image of images) {
      // Loaded from the stored upload through its short-lived link, not merely named.
      await expect.poll(() => image.evaluate((e) => e instanceof HTMLImageElement && e.complete && e.naturalWidth > 0)).toBe(true);
    }
    await expectAccessible(page);
    await screenshotIfAsked(page, 'chart-history-1280');
    await page.setViewportSize(phone);
    await expectAccessible(page);
    await screenshotIfAsked(page, 'chart-history-390');
    expect(visit.problems).toEqual([]);
  });
});
