// The card on file through the real local runtime and its Stripe emulator, in Chromium (issues 22,
// 24): a client saves a card, books Lucas (who takes a deposit) and pays the deposit with the saved
// card on the hosted Checkout page (390 px); staff charge that card for the balance from the schedule
// drawer (1280 px).
// Axe runs on each screen visited, the hosted page too.
import { describe, expect, inject, it } from 'vitest';
import { phone } from '#test/support/e2e/browser.ts';
import { apiClient, expectAccessible, fillSignIn, openPage, signInStaff, useBrowser } from '#test/support/e2e/journeys.ts';
import { clientWithSavedCard } from '#test/support/e2e/card-on-file.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const stamp = Date.now().toString(36);
const client = { first: 'Carla', last: `Card${stamp}`, email: `carla.${stamp}@example.test`, password: 'carla-passphrase-1' };
const lucas = '01KAD0000000000000000PR002';
const api = apiClient(baseUrl);

interface Slot { start_time: string; end_time: string; date: string }

/** The client books Lucas online (he takes a $50 deposit), as the booking page would. */
async function bookWithLucas(clientCookie: string): Promise<{ slot: Slot; redirect: string }> {
  const [location] = (await api<{ locations: { id: string }[] }>(`/api/client/employees/${lucas}`, clientCookie)).body.locations;
  const treatments = (await api<{ id: string; name: string }[]>(`/api/treatments?employee_id=${lucas}`, clientCookie)).body;
  const laser = treatments.find((t) => t.name === 'Laser Hair Removal – Underarms');
  if (!location || !laser) throw new Error('the seed has no location or Laser Hair Removal – Underarms for Lucas');
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const found = await api<{ slots: Slot[] }>(`/api/client/slots?employee_id=${lucas}&location_id=${location.id}&treatment_ids=${laser.id}&from_date=${day(20)}&to_date=${day(27)}`, clientCookie);
  const slot = found.body.slots[0];
  if (!slot) throw new Error(`no free time with Lucas: ${JSON.stringify(found.body)}`);
  const booked = await api<{ redirect_url: string | null }>('/api/client/schedules', clientCookie, { method: 'POST', body: { ...slot, employee_id: lucas, location_id: location.id, treatment_ids: [laser.id] } });
  expect(booked.status).toBe(201);
  if (!booked.body.redirect_url) throw new Error('Lucas takes a deposit: expected a Checkout address');
  return { slot, redirect: booked.body.redirect_url };
}

describe('the card on file', () => {
  it('a client pays a deposit with the saved card on Checkout; staff charge it for the balance from the drawer', async () => {
    const clientCookie = await clientWithSavedCard(api, client);
    const { slot, redirect } = await bookWithLucas(clientCookie);

    const clientVisit = await openPage(browser(), baseUrl, '/clients/signin', phone);
    const { page } = clientVisit;
    await fillSignIn(page, client.email, client.password);
    await page.waitForURL((url) => url.pathname !== '/clients/signin');
    await page.goto(redirect);
    await page.getByRole('heading', { level: 2, name: 'Pay with a saved card' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay with this card' }).click();
    await page.waitForURL('**/clients/payment/success?**');
    await page.getByText('Payment received').waitFor();
    expect(clientVisit.problems).toEqual([]);

    const staffVisit = await openPage(browser(), baseUrl, '/');
    await signInStaff(staffVisit, 'provider2@example.com');
    const staffPage = staffVisit.page;
    await staffPage.goto(`/schedule?date=${slot.date}`);
    await staffPage.getByText(new RegExp(`${client.first} ${client.last}`)).first().click();
    const drawer = staffPage.getByRole('dialog', { name: 'Appointment' });
    await drawer.getByRole('button', { name: 'Charge card on file' }).click();
    const form = drawer.getByRole('group', { name: 'Charge card on file' });
    await form.getByRole('radio', { name: /Visa ending in 4242/ }).waitFor();
    await expect.poll(() => form.getByLabel('Amount').inputValue()).toBe('49.00');
    await expectAccessible(staffPage);
    await form.getByRole('button', { name: 'Charge $49.00' }).click();
    await staffPage.getByText('Card charged.').waitFor();
    const [mine] = (await api<{ status: string; remaining_amount_cents: number }[]>('/api/client/appointments', clientCookie)).body;
    expect(mine).toMatchObject({ status: 'booked', remaining_amount_cents: 0 });
    expect(staffVisit.problems).toEqual([]);
  });
});
