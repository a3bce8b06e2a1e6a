// The cancellation policy's fees on the card on file (issue 24, decision 032) through the real local
// runtime and its Stripe emulator, in Chromium: staff mark a started appointment No Show in the
// /schedule drawer and see the fee charged once (and, on the test card that always declines, FAILED
// with Stripe's message and Retry charge); a client on a phone cancels inside the window, is told
// what it costs first, and is charged once. Axe at 390 and 1280 px on each new state.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PracticeSettingsResponse } from '#functions/contract/settings.ts';
import { phone } from '#test/support/e2e/browser.ts';
import { apiClient, dismissToast, expectAccessibleOnPhoneAndDesktop, fillSignIn, openPage, signInStaff, useBrowser } from '#test/support/e2e/journeys.ts';
import { chargesAtStripe, clientWithSavedCard, type NewClient } from '#test/support/e2e/card-on-file.ts';
import { startAppointmentEarlier } from '#test/support/e2e/started-appointment.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const api = apiClient(baseUrl);
const stamp = Date.now().toString(36);
const priya = '01KAD0000000000000000PR001';
const lucas = '01KAD0000000000000000PR002';
const policy = { cancellation_window_hours: 168, late_cancel_fee_cents: 3_500, no_show_fee_cents: 4_500 };

interface Slot { start_time: string; end_time: string; date: string }
interface Fee { kind: string; status: string; amount_cents: number; failure_message: string | null }
interface Stored { id: string; status: string; start_time: string; end_time: string; timezone: string; payments: Fee[] }

const newClient = (first: string): NewClient => ({ first, last: `Fee${stamp}`, email: `${first.toLowerCase()}.${stamp}@example.test`, password: `${first}-passphrase-1` });
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const feesOf = (a: Stored, kind: string) => a.payments.filter((p) => p.kind === kind);

let admin = '';
let before: PracticeSettingsResponse | undefined;

// The fees apply to appointments booked while they are set; the other journeys run with the defaults.
beforeAll(async () => {
  admin = (await api('/api/login', '', { method: 'POST', body: { email: 'admin@example.com', password: 'carebook-demo' } })).cookie;
  before = (await api<PracticeSettingsResponse>('/api/settings', admin)).body;
  expect((await api('/api/settings', admin, { method: 'PATCH', body: { ...policy, version: before.version } })).status).toBe(200);
});
afterAll(async () => {
  if (!before) return;
  const { version } = (await api<PracticeSettingsResponse>('/api/settings', admin)).body;
  const { cancellation_window_hours, late_cancel_fee_cents, no_show_fee_cents } = before;
  await api('/api/settings', admin, { method: 'PATCH', body: { cancellation_window_hours, late_cancel_fee_cents, no_show_fee_cents, version } });
});

/** Free times of `employee` in the days given, for a treatment of theirs without intake forms. */
async function freeSlots(cookie: string, employee: string, days: [number, number], client?: string) {
  const [location] = (await api<{ id: string }[]>(`/api/schedule_locations?employee_id=${employee}`, admin)).body;
  const treatments = (await api<{ id: string; name: string }[]>(`/api/schedule_treatments?employee_id=${employee}`, admin)).body;
  const treatment = treatments.find((t) => !t.name.startsWith('Frown'));
  if (!location || !treatment) throw new Error(`the seed has no location or treatment for ${employee}`);
  const query = new URLSearchParams({ employee_id: employee, location_id: location.id, treatment_ids: treatment.id, from_date: day(days[0]), to_date: day(days[1]), ...(client ? { client_id: client } : {}) });
  const { slots } = (await api<{ slots: Slot[] }>(`${client ? '/api/schedules/slots' : '/api/client/slots'}?${query.toString()}`, cookie)).body;
  return { slots, locationId: location.id, treatmentId: treatment.id };
}

/**
 * Staff book the client with Lucas ahead; the appointment is then moved to have started a few minutes
 * ago. Its old time still holds its claim cells, which the slot list cannot see: the next free time
 * is tried when one is refused.
 */
async function startedAppointment(clientCookie: string): Promise<{ id: string; path: string }> {
  const me = (await api<{ id: string }>('/api/client/profile', clientCookie)).body;
  const { slots, locationId, treatmentId } = await freeSlots(admin, lucas, [3, 9], me.id);
  for (const slot of slots.slice(0, 10)) {
    const body = { schedule: { product_type: 'treatment_for_client', ...slot, employee_id: lucas, location_id: locationId, client_id: me.id, treatment_ids: [treatmentId], product_ids: [] } };
    const booked = await api<Stored>('/api/schedules', admin, { method: 'POST', body });
    if (booked.status === 409) continue;
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const date = await startAppointmentEarlier(dataDir, booked.body);
    return { id: booked.body.id, path: `/schedule?view=list&date=${date}&location=${locationId}&staff=${lucas}` };
  }
  throw new Error('Lucas has no free time to book in 3 to 9 days');
}

async function markNoShow(page: Page, client: NewClient): Promise<void> {
  await page.getByText(new RegExp(`${client.first} ${client.last}`)).first().click();
  const drawer = page.getByRole('dialog', { name: 'Appointment' });
  await drawer.getByRole('button', { name: 'No Show' }).click();
  await drawer.getByRole('group', { name: 'Mark this appointment as a no show?' }).getByRole('button', { name: 'Yes' }).click();
  await dismissToast(page, 'Marked as no show.');
}

describe('the cancellation policy on the card on file', () => {
  it('staff mark a no-show in the drawer and see the fee charged once, or FAILED with Retry charge', async () => {
    const nora = newClient('Nora');
    const norasAppointment = await startedAppointment(await clientWithSavedCard(api, nora));
    const visit = await openPage(browser(), baseUrl, '/');
    await signInStaff(visit, 'admin@example.com');
    const { page } = visit;
    await page.goto(norasAppointment.path);
    await markNoShow(page, nora);
    const fees = page.getByRole('dialog', { name: 'Appointment' }).getByRole('group', { name: 'Fees' });
    await fees.getByText('No-show fee $45.00: charged to the saved card').waitFor();
    await expectAccessibleOnPhoneAndDesktop(page);

    await page.reload();
    await page.getByText(new RegExp(`${nora.first} ${nora.last}`)).first().click();
    await fees.getByText('No-show fee $45.00: charged to the saved card').waitFor();
    expect(await fees.getByText(/^No-show fee/).count()).toBe(1);
    const stored = (await api<Stored>(`/api/schedules/${norasAppointment.id}`, admin)).body;
    expect(stored.status).toBe('no_show');
    expect(feesOf(stored, 'no_show_fee')).toEqual([expect.objectContaining({ status: 'paid', amount_cents: 4_500 })]);
    expect(await chargesAtStripe(dataDir, norasAppointment.id)).toBe(1);

    const dana = newClient('Dana');
    const danasAppointment = await startedAppointment(await clientWithSavedCard(api, dana, '4000000000000341'));
    await page.goto(danasAppointment.path);
    await markNoShow(page, dana);
    await fees.getByText('No-show fee $45.00: FAILED — Your card was declined.').waitFor();
    await fees.getByRole('button', { name: 'Retry charge' }).waitFor();
    await expectAccessibleOnPhoneAndDesktop(page);
    const declined = (await api<Stored>(`/api/schedules/${danasAppointment.id}`, admin)).body;
    expect(declined.status).toBe('no_show');
    expect(feesOf(declined, 'no_show_fee')).toEqual([expect.objectContaining({ status: 'failed', amount_cents: 4_500, failure_message: 'Your card was declined.' })]);
    expect(visit.problems).toEqual([]);
  }, 180_000);

  it('a client on a phone cancels inside the window: told the fee first, then charged once', async () => {
    const lena = newClient('Lena');
    const lenaCookie = await clientWithSavedCard(api, lena);
    const { slots: [slot], locationId, treatmentId } = await freeSlots('', priya, [2, 5]);
    if (!slot) throw new Error('Priya has no free time in 2 to 5 days');
    const booked = await api<{ schedule: { id: string } }>('/api/client/schedules', lenaCookie, {
      method: 'POST', body: { employee_id: priya, location_id: locationId, treatment_ids: [treatmentId], ...slot, reminder: [] },
    });
    expect(booked.status).toBe(201);
    const visit = await openPage(browser(), baseUrl, '/clients/signin', phone);
    const { page } = visit;
    await fillSignIn(page, lena.email, lena.password);
    await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
    await page.goto('/clients/appointments');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await upcoming.getByRole('button', { name: 'Cancel appointment' }).click();
    await upcoming.getByText('Cancelling now costs $35.00, charged to your saved card.').waitFor();
    await expectAccessibleOnPhoneAndDesktop(page);
    await upcoming.getByRole('button', { name: 'Yes' }).click();
    // The cancel charges the card before it answers: on a loaded machine that can take a while.
    await page.getByRole('region', { name: 'Cancelled' }).getByRole('article').waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      throw new Error(`Not cancelled: alerts ${JSON.stringify(await page.getByRole('alert').allInnerTexts())}, problems ${JSON.stringify(visit.problems)}`, { cause: error });
    });
    // Axe once the success toast has closed by itself (a fading one reads as low contrast).
    await page.getByRole('alert').filter({ hasText: 'Appointment cancelled.' }).waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => upcoming.getByRole('article').count()).toBe(0);
    await expectAccessibleOnPhoneAndDesktop(page);

    const stored = (await api<Stored>(`/api/schedules/${booked.body.schedule.id}`, admin)).body;
    expect(stored.status).toBe('cancelled');
    expect(feesOf(stored, 'cancellation_fee')).toEqual([expect.objectContaining({ status: 'paid', amount_cents: 3_500 })]);
    expect(await chargesAtStripe(dataDir, stored.id)).toBe(1);
    expect(visit.problems).toEqual([]);
  }, 180_000);
});
