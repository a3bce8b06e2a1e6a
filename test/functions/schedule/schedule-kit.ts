// A small practice for the schedule tests, made through the real APIs: locations (Chicago and New
// York), an employee working at both with availability every day 09:00–17:00 local, their treatments,
// and callers with sessions. Times are picked from the slots the API offers, never from the clock.
import { ulid } from 'ulid';
import { slotsResponse, type Slot } from '#functions/contract/schedule.ts';
import { createSession } from '#functions/lib/auth/sessions.ts';
import { matchRoute } from '#functions/lib/http/route-match.ts';
import { lambdaOf } from '#functions/routes.ts';
import { handler as clients } from '#functions/clients/index.ts';
import { handler as employees } from '#functions/employees/index.ts';
import { handler as locations } from '#functions/locations/index.ts';
import { handler as payments } from '#functions/payments/index.ts';
import { handler } from '#functions/schedule/index.ts';
import { addDays, todayIn } from '#functions/schedule/slots/local-time.ts';
import { call, type CallResult } from '#test/support/api.ts';
import { cookieOf, createClient } from '#test/support/fixtures.ts';
import { createProduct, createTreatment } from '#test/functions/catalog/catalog-fixtures.ts';
import { createLocation } from '#test/functions/locations/location-fixtures.ts';
import { signInCast } from '#test/support/sessions.ts';

export const everyDay = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
  day, timings: [{ start_time: '09:00', end_time: '17:00' }],
}));

/** Routes placed in another Lambda (route table `lambda`, decisions 018 and 024) are called there; the rest here. */
const lambdas = new Map([['payments', payments], ['clients', clients], ['employees', employees], ['locations', locations]]);
const handlerOf = (method: string, url: string) => {
  const route = matchRoute(method, url.split('?')[0] ?? url)?.route;
  return (route && lambdas.get(lambdaOf(route))) ?? handler;
};

export const api = (method: string, url: string, cookie?: string, body?: unknown): Promise<CallResult> =>
  call(handlerOf(method, url), method, url, { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { body }) });

/** A client with a session but no password sign-in (cheap, for many concurrent clients). */
export async function quickClient(): Promise<{ id: string; cookie: string }> {
  const client = await createClient({ email: `c-${ulid().toLowerCase()}@example.com` });
  return { id: client.id, cookie: cookieOf([await createSession('client', client.id, { ip: '127.0.0.1', userAgent: 'test' })]) };
}

export async function setAvailability(cookie: string, employeeId: string, locationId: string, days = 21, timings = everyDay): Promise<void> {
  const today = todayIn(Date.now(), 'America/Chicago');
  const res = await api('POST', '/api/availabilities', cookie, {
    availability: { employee_id: employeeId, location_id: locationId, start_date: today, end_date: addDays(today, days), availability_timings: timings },
  });
  if (res.status !== 200) throw new Error(`availability failed: ${res.status} ${res.body}`);
}

export async function schedulePractice() {
  const cast = await signInCast();
  const [chicago, newYork] = await Promise.all([
    createLocation(cast.admin.cookie, { timezone: 'America/Chicago', online_booking_available: true, employee_ids: [cast.staff.id, cast.colleague.id] }),
    createLocation(cast.admin.cookie, { timezone: 'America/New_York', online_booking_available: true, employee_ids: [cast.staff.id] }),
  ]);
  const product = await createProduct(cast.admin.cookie);
  const [facial, long, withBuffer, colleagueFacial] = await Promise.all([
    createTreatment(cast.staff.cookie, product.id, { duration_minutes: 30, cost_cents: 30000 }),
    createTreatment(cast.staff.cookie, product.id, { duration_minutes: 60, cost_cents: 120000 }),
    createTreatment(cast.staff.cookie, product.id, { duration_minutes: 30, cost_cents: 20000, buffer_minutes: 15 }),
    createTreatment(cast.colleague.cookie, product.id, { duration_minutes: 30, cost_cents: 25000 }),
  ]);
  await Promise.all([
    setAvailability(cast.staff.cookie, cast.staff.id, chicago.id),
    setAvailability(cast.staff.cookie, cast.staff.id, newYork.id),
    setAvailability(cast.colleague.cookie, cast.colleague.id, chicago.id),
  ]);
  return { ...cast, chicago, newYork, product, facial, long, withBuffer, colleagueFacial };
}
export type Practice = Awaited<ReturnType<typeof schedulePractice>>;

/** A date `n` days from today in Chicago: far enough ahead for the minimum notice. */
export const dayAhead = (n: number): string => addDays(todayIn(Date.now(), 'America/Chicago'), n);

export async function slotsOf(query: Record<string, string>, cookie?: string, path = '/api/client/slots'): Promise<{ duration_minutes: number; slots: Slot[] }> {
  const res = await api('GET', `${path}?${new URLSearchParams(query).toString()}`, cookie);
  if (res.status !== 200) throw new Error(`slots failed: ${res.status} ${res.body}`);
  return slotsResponse.parse(res.json);
}

export const bookingBody = (p: { employeeId: string; locationId: string; treatmentIds: string[] }, slot: Slot, extra: Record<string, unknown> = {}) => ({
  employee_id: p.employeeId, location_id: p.locationId, treatment_ids: p.treatmentIds, date: slot.date,
  start_time: slot.start_time, end_time: slot.end_time, ...extra,
});

export const errorCode = (res: CallResult): string | undefined => (res.json as { error?: { code?: string } } | undefined)?.error?.code;
