// The front desk's day (issue 22, decision 033) in Chromium against the local runtime: the admin opens
// the all-staff day view of a location by URL, sees two providers' appointments side by side, books an
// empty cell for a new client created on the spot, and moves that appointment (the client is mailed
// "Your appointment has been moved"). Axe runs at 1280 and 390 px; with CAREBOOK_SCREENSHOTS set, the
// day, week and month views are saved at both widths for a person to look at.
import { describe, expect, inject, it } from 'vitest';
import { desktop, phone, type Viewport } from '#test/support/e2e/browser.ts';
import { apiClient, dismissToast, expectAccessible, openPage, sessionCookie, signInStaff, useBrowser } from '#test/support/e2e/journeys.ts';
import { screenshotIfAsked } from '#test/support/e2e/screenshots.ts';

const baseUrl = inject('baseUrl');
const mailUrl = inject('mailUrl');
const browser = useBrowser();
const api = apiClient(baseUrl);
// The zone of the location the journey uses (from its slots); the screen shows that location's time.
let zone = 'America/Chicago';
const stamp = Date.now().toString(36);
const newClient = { first: 'Quinn', last: `Desk${stamp}`, email: `quinn.${stamp}@example.test` };

interface Staff { id: string; name: string; employee_locations: { location: { id: string; name: string } }[] }
interface Slot { start_time: string; end_time: string; date: string }
interface Booked { id: string; start_time: string; client: { name: string; last_name: string } }

const localDate = (instant: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(instant));
const localHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
// Today at the location, unless too little of it is left to book into.
const date = localDate(localHour < 15 ? Date.now() : Date.now() + 86_400_000);
const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long' }).format(new Date(`${date}T12:00:00Z`)).toLowerCase();
const timeLabel = (instant: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
const wallClock = (instant: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));

async function freeSlots(cookie: string, staffId: string, locationId: string, treatmentId: string): Promise<Slot[]> {
  const answer = await api<{ slots: Slot[]; timezone: string }>(`/api/schedules/slots?employee_id=${staffId}&location_id=${locationId}&treatment_ids=${treatmentId}&from_date=${date}&to_date=${date}`, cookie);
  zone = answer.body.timezone;
  return answer.body.slots;
}

/** Working hours for the day at the location, a treatment of theirs, and one booking for a new client. */
async function prepare(cookie: string, member: Staff, locationId: string): Promise<{ treatmentId: string; treatmentName: string; booked: Booked }> {
  const shift = { employee_id: member.id, location_id: locationId, start_date: date, end_date: date, availability_timings: [{ day: weekday, timings: [{ start_time: '07:00', end_time: '20:00' }] }] };
  expect((await api('/api/availabilities', cookie, { method: 'POST', body: { availability: shift } })).status).toBe(200);
  const treatments = await api<{ id: string; name: string }[]>(`/api/schedule_treatments?employee_id=${member.id}`, cookie);
  const treatment = treatments.body[0];
  if (!treatment) throw new Error(`${member.name} has no treatment to book`);
  const treatmentId = treatment.id;
  const client = await api<{ id: string }>('/api/clients?skip_login=true', cookie, { method: 'POST', body: { client: { name: 'Side', last_name: `${member.name.split(' ')[0] ?? ''}${stamp}`, email: `side.${member.id.slice(-6).toLowerCase()}.${stamp}@example.test` } } });
  const slot = (await freeSlots(cookie, member.id, locationId, treatmentId))[0];
  if (!slot) throw new Error(`No free time for ${member.name} on ${date}`);
  const body = { schedule: { product_type: 'treatment_for_client', ...slot, employee_id: member.id, location_id: locationId, client_id: client.body.id, treatment_ids: [treatmentId], product_ids: [] } };
  const booked = await api<Booked>('/api/schedules', cookie, { method: 'POST', body });
  expect(booked.status).toBe(201);
  return { treatmentId, treatmentName: treatment.name, booked: booked.body };
}

async function movedMailTo(address: string): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { emails } = (await (await fetch(`${mailUrl}/store`)).json()) as { emails: { subject: string; destination: { to: string[] } }[] };
    if (emails.some((m) => m.subject === 'Your appointment has been moved' && m.destination.to.some((to) => to.includes(address)))) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** Signs the admin in at 1280 px (the menu is collapsed on a phone), then opens `path` at `viewport`. */
async function signedIn(path: string, viewport: Viewport = desktop) {
  const visit = await openPage(browser(), baseUrl, '/');
  await signInStaff(visit, 'admin@example.com');
  await visit.page.setViewportSize(viewport);
  await visit.page.goto(path);
  return visit;
}

describe("the front desk's calendar", () => {
  let dayPath = '';
  let lucas: Staff | undefined;
  let lucasTreatment = { id: '', name: '' };
  let locationId = '';

  it('opens the all-staff day view by URL with two providers side by side', async () => {
    const visit = await signedIn('/schedule');
    const cookie = await sessionCookie(visit.page);
    const staff = (await api<Staff[]>('/api/employee_schedules', cookie)).body;
    const priya = staff.find((member) => member.name === 'Priya Shah');
    lucas = staff.find((member) => member.name === 'Lucas Moreau');
    if (!priya || !lucas) throw new Error('The demo seed lacks Priya Shah or Lucas Moreau');
    const theirs = new Set(lucas.employee_locations.map((link) => link.location.id));
    locationId = priya.employee_locations.map((link) => link.location.id).find((id) => theirs.has(id)) ?? '';
    if (!locationId) throw new Error('Priya and Lucas share no location in the demo seed');
    const forPriya = await prepare(cookie, priya, locationId);
    const forLucas = await prepare(cookie, lucas, locationId);
    lucasTreatment = { id: forLucas.treatmentId, name: forLucas.treatmentName };

    dayPath = `/schedule?view=day&date=${date}&location=${locationId}`;
    await visit.page.goto(dayPath);
    for (const [member, { booked }] of [[priya, forPriya], [lucas, forLucas]] as const) {
      await visit.page.getByRole('group', { name: member.name }).getByText(`${booked.client.name} ${booked.client.last_name} ·`, { exact: false }).waitFor();
    }
    await expectAccessible(visit.page);
    await screenshotIfAsked(visit.page, 'front-desk-day-1280');
    expect(visit.problems).toEqual([]);
  });

  it('books an empty cell for a new client and moves that appointment (the client is mailed)', async () => {
    if (!lucas) throw new Error('The first journey did not run');
    const { page, problems } = await signedIn(dayPath);
    const free = await freeSlots(await sessionCookie(page), lucas.id, locationId, lucasTreatment.id);
    const [first, other] = [free[0], free.at(-1)];
    if (!first || !other || first === other) throw new Error(`Too few free times for Lucas on ${date}`);

    await page.getByRole('button', { name: `Book ${lucas.name} at ${timeLabel(first.start_time)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'New appointment' });
    await dialog.getByRole('button', { name: 'New client' }).click();
    const form = dialog.getByRole('form', { name: 'New client' });
    await form.getByLabel(/^First name/).fill(newClient.first);
    await form.getByLabel(/^Last name/).fill(newClient.last);
    await form.getByLabel(/^Email/).fill(newClient.email);
    await form.getByLabel(/^Phone/).fill('555-0142');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Create client' }).click();
    await form.waitFor({ state: 'detached' });
    const treatments = dialog.getByRole('combobox', { name: /^Treatments/ });
    await treatments.click();
    await page.getByRole('option', { name: `${lucasTreatment.name} (` }).first().click();
    await page.keyboard.press('Escape');
    // The clicked time is chosen already (Mantine's chips keep the radio itself visually hidden).
    await expect.poll(() => dialog.getByRole('radio', { name: timeLabel(first.start_time), checked: true }).count(), { timeout: 15_000 }).toBe(1);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dismissToast(page, `${newClient.first} ${newClient.last} is booked.`);

    const drawer = page.getByRole('dialog', { name: 'Appointment' });
    await drawer.getByRole('link', { name: `${newClient.first} ${newClient.last}` }).waitFor();
    await page.getByRole('dialog', { name: 'New appointment' }).waitFor({ state: 'detached' });
    await drawer.getByRole('button', { name: 'Edit time' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit time' });
    await edit.getByLabel('Start time').fill(wallClock(other.start_time));
    await edit.getByRole('button', { name: 'Save time' }).click();
    await edit.waitFor({ state: 'detached' }).catch(async (error: unknown) => {
      throw new Error(`Edit time stayed open: ${JSON.stringify(await edit.getByRole('alert').allInnerTexts())}`, { cause: error });
    });
    await dismissToast(page, 'The appointment was moved.');
    expect(await movedMailTo(newClient.email)).toBe(true);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  it('reads on a phone and at 1280 px in the day, week and month views', async () => {
    for (const [viewport, width] of [[phone, 390], [desktop, 1280]] as const) {
      const { page, problems } = await signedIn(dayPath, viewport);
      await page.getByRole('region', { name: 'Day view by staff member' }).waitFor();
      await expectAccessible(page);
      await screenshotIfAsked(page, `front-desk-day-${width}`);
      for (const view of ['week', 'month'] as const) {
        await page.getByRole('radiogroup', { name: 'View' }).locator('label', { hasText: view === 'week' ? 'Week' : 'Month' }).click();
        await page.waitForURL(`**view=${view}**`);
        await page.getByRole('heading', { level: 2, name: view === 'week' ? /^Week of/ : /^\w+ \d{4}$/ }).waitFor();
        await screenshotIfAsked(page, `front-desk-${view}-${width}`);
        await expectAccessible(page);
      }
      await page.goBack();
      await page.waitForURL(`**view=week**`);
      expect(problems).toEqual([]);
    }
  });
});
