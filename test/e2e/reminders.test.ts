// Appointment emails and the reminders job on the real local runtime: a booking mails "Appointment
// confirmed" with its calendar file, and `npm run job -- reminders --now <start − 47 h>` sends the
// 48-hour reminder exactly once, however often it runs.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const baseUrl = inject('baseUrl');
const mailUrl = inject('mailUrl');
const dataDir = inject('dataDir');
const priya = '01KAD0000000000000000PR001';

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
  attachments?: { filename?: string }[];
}

async function api<T>(method: string, path: string, cookie: string, body?: unknown): Promise<{ status: number; json: T; cookie: string }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method, headers: { cookie, origin: baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const setCookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { status: res.status, json: (await res.json().catch(() => null)) as T, cookie: setCookie };
}

async function mailsTo(address: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(`${mailUrl}/store`)).json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.destination.to.some((to) => to.includes(address)));
}

async function job(now: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/job.ts', 'reminders', '--now', now], {
    env: { ...process.env, CAREBOOK_DATA_DIR: dataDir }, timeout: 60_000,
  });
  return stdout;
}

/** Signs up a fresh client, then books them with Priya as the admin, 10 days ahead, with a 48-hour reminder. */
async function bookWithReminder(): Promise<{ email: string; startAt: string }> {
  const email = `reminder-${Date.now()}@example.com`;
  const signUp = await api('POST', '/api/client/sign_up', '', { client: { name: 'Rita', last_name: 'Reminder', email, password: 'rita-passphrase-1', password_confirmation: 'rita-passphrase-1' } });
  expect(signUp.status).toBe(201);
  const admin = await api('POST', '/api/login', '', { email: 'admin@example.com', password: 'carebook-demo' });
  expect(admin.status).toBe(200);
  const me = await api<{ id: string }>('GET', '/api/client/profile', signUp.cookie);
  const [location] = (await api<{ id: string; timezone?: string }[]>('GET', `/api/schedule_locations?employee_id=${priya}`, admin.cookie)).json;
  const [treatment] = (await api<{ id: string }[]>('GET', `/api/schedule_treatments?employee_id=${priya}`, admin.cookie)).json;
  if (!location || !treatment) throw new Error('the seed has no location or treatment for Priya');
  const day = Temporal.Now.plainDateISO('UTC').add({ days: 10 });
  const weekday = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'][day.dayOfWeek - 1];
  const saved = await api('POST', '/api/availabilities', admin.cookie, {
    employee_id: priya, location_id: location.id, start_date: day.toString(), end_date: day.toString(),
    availability_timings: [{ day: weekday, timings: [{ start_time: '09:00', end_time: '17:00' }] }],
  });
  expect(saved.status).toBe(200);
  const query = `employee_id=${priya}&location_id=${location.id}&treatment_ids=${treatment.id}&from_date=${day.toString()}&to_date=${day.toString()}&client_id=${me.json.id}`;
  const slots = await api<{ slots: { start_time: string; end_time: string }[] }>('GET', `/api/schedules/slots?${query}`, admin.cookie);
  const slot = slots.json.slots.at(-1);
  if (!slot) throw new Error(`no slot on ${day.toString()}: ${JSON.stringify(slots.json)}`);
  const booked = await api('POST', '/api/schedules', admin.cookie, {
    date: day.toString(), start_time: slot.start_time, end_time: slot.end_time, employee_id: priya, location_id: location.id,
    client_id: me.json.id, treatment_ids: [treatment.id], reminder: ['email_48'],
  });
  expect(booked.status).toBe(201);
  return { email, startAt: slot.start_time };
}

describe('appointment emails and reminders', () => {
  it('confirms a booking by email and sends its reminder once, at the right time', async () => {
    const { email, startAt } = await bookWithReminder();
    const confirmed = (await mailsTo(email)).filter((m) => m.subject === 'Appointment confirmed');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.body.text).toContain('Staff: Priya Shah');
    expect(confirmed[0]?.attachments?.map((a) => a.filename)).toEqual(['appointment.ics']);

    const start = Date.parse(startAt);
    const early = await job(new Date(start - 49 * 3_600_000).toISOString());
    expect(early).toContain('reminders:');
    expect((await mailsTo(email)).filter((m) => m.subject.includes('Reminder'))).toHaveLength(0);

    const due = new Date(start - 47 * 3_600_000).toISOString();
    expect(await job(due)).toContain(`sent email_48`);
    const reminders = (await mailsTo(email)).filter((m) => m.subject.includes('Reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.body.text).toContain('your appointment with Priya Shah on ');

    await job(due);
    await job(new Date(start - 46 * 3_600_000).toISOString());
    expect((await mailsTo(email)).filter((m) => m.subject.includes('Reminder'))).toHaveLength(1);
  });
});
