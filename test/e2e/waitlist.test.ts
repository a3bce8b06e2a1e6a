// The waitlist and client rescheduling (issue 24) through the real local runtime in Chromium: a client
// on a phone (390 px) joins Priya's waitlist for a day, another client cancels there, the job's
// `waitlist` step emails the first "A time just opened up", its link opens the booking page with the
// choice made and they book the freed time; then they move it with Reschedule. Axe on each screen.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, inject, it } from 'vitest';
import { phone } from '#test/support/e2e/browser.ts';
import { apiClient, expectAccessible, fillSignIn, linkInMail, openPage, useBrowser } from '#test/support/e2e/journeys.ts';

const run = promisify(execFile);
const baseUrl = inject('baseUrl');
const mailUrl = inject('mailUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const api = apiClient(baseUrl);
const priya = '01KAD0000000000000000PR001';
const zone = 'America/Chicago';
const stamp = Date.now().toString(36);
const password = 'waitlist-passphrase-1';

interface Slot { start_time: string; end_time: string; date: string }

const timeLabel = (instant: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));

async function signUp(name: string): Promise<{ email: string; cookie: string }> {
  const email = `${name.toLowerCase()}.${stamp}@example.test`;
  const res = await api('/api/client/sign_up', '', { method: 'POST', body: { client: { name, last_name: 'Waiting', email, password, password_confirmation: password } } });
  expect(res.status).toBe(201);
  return { email, cookie: res.cookie };
}

/** A day 10 days ahead with Priya working 09:00–17:00, a treatment of hers without intake forms, and its free slots. */
async function practice() {
  const admin = await api('/api/login', '', { method: 'POST', body: { email: 'admin@example.com', password: 'carebook-demo' } });
  const [location] = (await api<{ id: string }[]>(`/api/schedule_locations?employee_id=${priya}`, admin.cookie)).body;
  const treatments = (await api<{ id: string; name: string }[]>(`/api/schedule_treatments?employee_id=${priya}`, admin.cookie)).body;
  const treatment = treatments.find((t) => !t.name.startsWith('Frown'));
  if (!location || !treatment) throw new Error('the seed has no location or treatment for Priya');
  const day = Temporal.Now.plainDateISO(zone).add({ days: 10 });
  const weekday = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'][day.dayOfWeek - 1];
  expect((await api('/api/availabilities', admin.cookie, { method: 'POST', body: {
    employee_id: priya, location_id: location.id, start_date: day.toString(), end_date: day.toString(),
    availability_timings: [{ day: weekday, timings: [{ start_time: '09:00', end_time: '17:00' }] }],
  } })).status).toBe(200);
  const query = new URLSearchParams({ employee_id: priya, location_id: location.id, treatment_ids: treatment.id, from_date: day.toString(), to_date: day.toString() });
  const { slots } = (await api<{ slots: Slot[] }>(`/api/client/slots?${query.toString()}`, '')).body;
  return { location, treatment, day: day.toString(), slots };
}

async function job(step: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/job.ts', step], { env: { ...process.env, CAREBOOK_DATA_DIR: dataDir }, timeout: 60_000 });
  return stdout;
}

describe('the waitlist', () => {
  it('a client on a phone joins, hears of a freed time by email, books it from the link, then reschedules', async () => {
    const { location, treatment, day, slots } = await practice();
    const [first, second] = [slots[0], slots[4]];
    if (!first || !second) throw new Error('no free times');
    const [waiting, holder] = [await signUp('Wendy'), await signUp('Harry')];
    const booked = await api<{ schedule: { id: string } }>('/api/client/schedules', holder.cookie, {
      method: 'POST', body: { employee_id: priya, location_id: location.id, treatment_ids: [treatment.id], ...first, reminder: [] },
    });
    expect(booked.status).toBe(201);

    const { page } = await openPage(browser(), baseUrl, '/clients/signin', phone);
    await fillSignIn(page, waiting.email, password);
    // On a phone the menu starts folded away: the sign-in is done once the screen leaves /clients/signin.
    await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
    await page.goto(`/clients/schedule/${priya}?location_id=${location.id}&treatment_ids=${treatment.id}&date=${day}`);
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await form.getByLabel('From').fill(day);
    await form.getByLabel('To').fill(day);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByText('You are on the waitlist.', { exact: false }).first().waitFor();

    expect((await api(`/api/client/schedules/${booked.body.schedule.id}`, holder.cookie, { method: 'DELETE', body: {} })).status).toBe(200);
    await job('waitlist');
    const link = await linkInMail(mailUrl, waiting.email, 'A time just opened up');
    expect(link).toContain(`date=${day}`);

    await page.goto(link);
    await page.getByRole('button', { name: timeLabel(first.start_time) }).click();
    await page.getByRole('heading', { name: 'Confirm your appointment' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Your Appointments' }).waitFor();

    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await upcoming.getByRole('button', { name: 'Reschedule' }).click();
    await upcoming.getByText(/You can move it online until/).waitFor();
    const dayLabel = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(`${day}T12:00:00Z`));
    await upcoming.getByRole('button', { name: new RegExp(`^${dayLabel}, `) }).click();
    await upcoming.getByRole('button', { name: timeLabel(second.start_time) }).click();
    await upcoming.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Your appointment has been moved.').first().waitFor();
    const mine = await api<{ start_time: string; status: string }[]>('/api/client/appointments', waiting.cookie);
    expect(mine.body.filter((a) => a.status === 'booked').map((a) => a.start_time)).toEqual([second.start_time]);
    await expectAccessible(page);
  }, 240_000);
});
