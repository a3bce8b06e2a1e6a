// The invoice review journey (issue 18) through the real local runtime in Chromium: a provider submits
// two invoices (one for a new client), the admin rejects one with feedback, the provider resubmits it,
// the admin finalizes both and downloads a PDF, and the mails carry their PDFs. Axe runs on each screen.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, openPage, sessionCookie, signInStaff, useBrowser, type Visit } from '#test/support/e2e/journeys.ts';

const baseUrl = inject('baseUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();
const provider = 'provider@example.com';

interface Row { number: number; kind: string; status: string; employee: { name: string }; client: { last_name: string } }
interface StoredMail { destination: { to: string[] }; subject: string; body: { text?: string }; attachments?: { filename?: string }[] }

async function signedIn(email: string): Promise<Visit> {
  const visit = await openPage(browser(), baseUrl, '/');
  await signInStaff(visit, email);
  return visit;
}

/** Opens a Mantine select and takes its first option that can be chosen. */
async function pickFirst(page: Page, scope: Locator, label: string) {
  // The name starts with the label (a required field adds " *"); "Amount Client Paid" must not match.
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { disabled: false }).first().click();
}

async function fillCard(page: Page, card: Locator, amount: string) {
  await pickFirst(page, card, 'Location');
  await pickFirst(page, card, 'Add to Products/Services');
  await card.getByRole('textbox', { name: 'Amount Client Paid (Products/Services)' }).fill(amount);
}

/** Priya's two newest submitted service invoices, newest first (the e2e files run one at a time). */
async function newestSubmitted(cookie: string): Promise<Row[]> {
  const res = await fetch(`${baseUrl}/api/invoices`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const { invoices } = (await res.json()) as { invoices: Row[] };
  return invoices.filter((i) => i.kind === 'service' && i.status === 'submitted' && i.employee.name === 'Priya Shah').sort((a, b) => b.number - a.number).slice(0, 2);
}

/** Waits for a mail to the provider whose subject and body match, and returns it. */
async function mailed(subject: string, bodyHas = ''): Promise<StoredMail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { emails } = (await (await fetch(`${mailUrl}/store`)).json()) as { emails: StoredMail[] };
    const mail = emails.findLast((m) => m.subject === subject && m.destination.to.some((to) => to.includes(provider)) && (m.body.text ?? '').includes(bodyHas));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No "${subject}" mail reached ${provider}`);
}

const pdfsOf = (mail: StoredMail) => (mail.attachments ?? []).map((a) => a.filename ?? '').filter((name) => name.endsWith('.pdf'));

async function openDetails(page: Page, number: number): Promise<Locator> {
  await page.goto('/invoicelist');
  await page.getByRole('searchbox', { name: 'Search' }).fill(String(number));
  await page.getByRole('button', { name: `See More Details of invoice #${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Invoice #${number}` });
  await dialog.getByRole('link', { name: 'Download PDF' }).waitFor();
  return dialog;
}

describe('invoices', () => {
  // Two sessions and a dozen screens: about a minute on a quiet machine, so more room than the default.
  it('submit two, reject one with feedback, resubmit it, finalize both, with PDFs downloaded and mailed', { timeout: 180_000 }, async () => {
    const priya = await signedIn(provider);
    await priya.page.goto('/addinvoice');
    const first = priya.page.getByRole('region', { name: 'Invoice 1' });
    await pickFirst(priya.page, first, 'Client');
    await fillCard(priya.page, first, '250');
    await priya.page.getByRole('button', { name: 'Add another invoice' }).click();
    const second = priya.page.getByRole('region', { name: 'Invoice 2' });
    const lastName = `Journey${Date.now()}`;
    await second.getByRole('checkbox', { name: 'Create Client' }).check();
    await second.getByRole('textbox', { name: 'First Name' }).fill('Ebba');
    await second.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
    await second.getByRole('textbox', { name: 'Email' }).fill(`${lastName.toLowerCase()}@example.com`);
    await fillCard(priya.page, second, '180');
    await expectAccessible(priya.page);
    await priya.page.getByRole('button', { name: 'Submit', exact: true }).click();
    await priya.page.getByText('Are you sure you want to submit 2 invoices?').waitFor();
    await priya.page.getByRole('button', { name: 'Yes' }).click();
    await priya.page.getByText('2 invoices submitted for review.').waitFor();
    const [newer, older] = await newestSubmitted(await sessionCookie(priya.page));
    if (!newer || !older) throw new Error('the two submitted invoices are not listed');
    const fresh = [newer, older].find((i) => i.client.last_name === lastName);
    const kept = fresh === newer ? older : newer;
    if (!fresh) throw new Error(`no invoice for the new client ${lastName}`);
    expect(pdfsOf(await mailed('Invoice created.'))).not.toEqual([]);

    const admin = await signedIn('admin@example.com');
    const feedback = `The tip is missing (${lastName}).`;
    const rejecting = await openDetails(admin.page, fresh.number);
    await rejecting.getByRole('textbox', { name: 'Feedback' }).fill(feedback);
    await rejecting.getByRole('button', { name: 'Reject invoice' }).click();
    await admin.page.getByText(`Invoice #${fresh.number} was rejected; the provider was emailed your feedback.`).waitFor();
    await mailed('Invoice Needs to be updated, please re-submit this invoice.', feedback);

    await priya.page.goto('/addinvoice');
    await priya.page.getByText(feedback).waitFor();
    await expectAccessible(priya.page);
    await priya.page.getByRole('button', { name: `Resubmit invoice #${fresh.number}` }).click();
    const resubmit = priya.page.getByRole('dialog', { name: `Resubmit invoice #${fresh.number}` });
    await resubmit.getByRole('button', { name: 'Resubmit', exact: true }).click();
    await priya.page.getByText(`Invoice #${fresh.number} was resubmitted.`).waitFor();

    const one = await openDetails(admin.page, kept.number);
    await expectAccessible(admin.page);
    await one.getByRole('button', { name: 'Finalize' }).click();
    await admin.page.getByText(`Invoice #${kept.number} finalized. Finalize the rest of its submission to send the mail.`).waitFor();
    const last = await openDetails(admin.page, fresh.number);
    await last.getByRole('button', { name: 'Finalize' }).click();
    await admin.page.getByText(`Invoice #${fresh.number} finalized; the submission is complete and was emailed.`).waitFor();
    const [download] = await Promise.all([admin.page.waitForEvent('download'), last.getByRole('link', { name: 'Download PDF' }).click()]);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfsOf(await mailed('Invoice Attachment.'))).not.toEqual([]);

    expect(priya.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
    await priya.page.context().close();
    await admin.page.context().close();
  });
});
