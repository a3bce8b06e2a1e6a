// Card payments through the real local runtime and its Stripe emulator, in Chromium: a client books
// Lucas Moreau (who takes a deposit), is declined once and keeps the hold, pays the deposit with 4242
// on the hosted page, lands on the success page with the right balance, then pays that balance; staff
// record a cash payment from the appointment drawer. Axe runs on every screen, the hosted page too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiClient, expectAccessible, fillSignIn, openPage, sessionCookie, signInStaff, useBrowser } from '#test/support/e2e/journeys.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const stamp = Date.now().toString(36);
const client = { first: 'Paige', last: `Payer${stamp}`, email: `paige.${stamp}@example.test`, password: 'paige-passphrase-1' };

interface Appointment {
  id: string;
  status: string;
  date: string;
  total_amount_cents: number;
  paid_amount_cents: number;
  remaining_amount_cents: number;
}

const api = apiClient(baseUrl);

async function payOnHostedPage(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Pay' }).click();
}

describe('payments', () => {
  let clientCookie = '';

  it('a client pays a deposit at booking (after one declined card) and then the remaining balance', async () => {
    const signUp = await api('/api/client/sign_up', '', { method: 'POST', body: { client: { name: client.first, last_name: client.last, email: client.email, password: client.password, password_confirmation: client.password } } });
    expect(signUp.status).toBe(201);
    const visit = await openPage(browser(), baseUrl, '/clients/signin');
    const { page } = visit;
    await fillSignIn(page, client.email, client.password);
    await page.waitForURL((url) => url.pathname !== '/clients/signin');
    await page.goto('/clients');
    const lakeview = page.getByRole('region', { name: 'Lakeview' });
    await lakeview.getByRole('link', { name: 'Book with Lucas Moreau' }).click();
    await page.getByRole('heading', { level: 1, name: 'Book an Appointment' }).waitFor();
    await page.getByRole('checkbox', { name: /Laser Hair Removal – Underarms/ }).click();
    const times = page.getByRole('list', { name: 'Free times' });
    await times.getByRole('button').first().click();
    await page.getByRole('heading', { level: 1, name: 'Confirm your appointment' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();

    // The emulator's hosted Checkout page: the deposit is min($50.00, total $99.00).
    await page.getByRole('heading', { level: 1, name: 'Pay $50.00' }).waitFor();
    expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_/);
    await page.getByText('Deposit – Laser Hair Removal – Underarms').waitFor();
    await expectAccessible(page);
    clientCookie = await sessionCookie(page);
    await payOnHostedPage(page, '4000 0000 0000 0002');
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();
    const [held] = (await api<Appointment[]>('/api/client/appointments', clientCookie)).body;
    expect(held).toMatchObject({ status: 'pending_deposit', paid_amount_cents: 0 });

    await payOnHostedPage(page, '4242 4242 4242 4242');
    await page.waitForURL('**/clients/payment/success?**');
    await page.getByText('Payment received').waitFor();
    const summary = page.getByRole('region', { name: 'Your appointment' });
    await summary.getByText('Booked').waitFor();
    await summary.getByText('$49.00').waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'View your appointments' }).click();
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await upcoming.getByRole('button', { name: 'Pay remaining balance' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pay $49.00' }).waitFor();
    await payOnHostedPage(page, '4242424242424242');
    await page.waitForURL('**/clients/payment/success?**');
    await page.getByText('Payment received').waitFor();
    const [paid] = (await api<Appointment[]>('/api/client/appointments', clientCookie)).body;
    expect(paid).toMatchObject({ status: 'booked', total_amount_cents: 9_900, paid_amount_cents: 9_900, remaining_amount_cents: 0 });
    // Every signed webhook the emulator sent went through the local API adapter and was accepted.
    const { stripe } = JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as { stripe: string };
    const events = (await (await fetch(`${stripe}/__emulator/events`)).json()) as { data: { type: string; delivery: { delivered: boolean; last_status: number } | null }[] };
    const completed = events.data.filter((e) => e.type === 'checkout.session.completed');
    expect(completed.length).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => ((await (await fetch(`${stripe}/__emulator/events`)).json()) as typeof events).data.every((e) => e.delivery?.delivered === true)).toBe(true);
    expect(visit.problems).toEqual([]);
  });

  it('staff record a cash payment from the appointment drawer', async () => {
    const me = await api<{ id: string }>('/api/client/profile', clientCookie);
    const visit = await openPage(browser(), baseUrl, '/');
    const { page } = visit;
    await signInStaff(visit, 'provider2@example.com');
    const staff = await sessionCookie(page);
    const [location] = (await api<{ id: string }[]>('/api/schedule_locations?employee_id=01KAD0000000000000000PR002', staff)).body;
    const treatments = (await api<{ id: string; name: string }[]>('/api/schedule_treatments?employee_id=01KAD0000000000000000PR002', staff)).body;
    const iv = treatments.find((t) => t.name === 'Immunity IV Drip');
    if (!location || !iv) throw new Error('the seed has no Lakeview or Immunity IV Drip for Lucas');
    const slots = await api<{ slots: { start_time: string; end_time: string; date: string }[] }>(
      `/api/schedules/slots?employee_id=01KAD0000000000000000PR002&location_id=${location.id}&treatment_ids=${iv.id}&client_id=${me.body.id}&from_date=${new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10)}&to_date=${new Date(Date.now() + 16 * 86_400_000).toISOString().slice(0, 10)}`,
      staff,
    );
    const slot = slots.body.slots[0];
    if (!slot) throw new Error('no free time for the staff booking');
    const created = await api<{ id: string }>('/api/schedules', staff, { method: 'POST', body: { schedule: { ...slot, location_id: location.id, client_id: me.body.id, treatment_ids: [iv.id] } } });
    expect(created.status).toBe(201);

    await page.goto(`/schedule?date=${slot.date}`);
    await page.getByText(new RegExp(`${client.first} ${client.last}`)).first().click();
    const drawer = page.getByRole('dialog', { name: 'Appointment' });
    await drawer.getByRole('button', { name: 'Mark remaining as paid (in person)' }).click();
    const form = drawer.getByRole('group', { name: 'Record an in-person payment' });
    await expect.poll(() => form.getByLabel('Amount').inputValue()).toBe('175.00');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText('Payment Done!').waitFor();
    const stored = await api<Appointment & { payments: { kind: string; method: string; amount_cents: number }[] }>(`/api/schedules/${created.body.id}`, staff);
    expect(stored.body).toMatchObject({ paid_amount_cents: 17_500, remaining_amount_cents: 0, payments: [{ kind: 'in_person', method: 'cash', amount_cents: 17_500 }] });
    const again = await api<{ error: { code: string } }>(`/api/schedules/${created.body.id}/remaining_paid`, staff, { method: 'POST', body: { method: 'cash' } });
    expect(again.body.error.code).toBe('already_paid');
    expect(visit.problems).toEqual([]);
  });
});
