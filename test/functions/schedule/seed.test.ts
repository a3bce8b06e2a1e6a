// The demo schedule in the local seed, read back through the API: availability for the next eight
// weeks, a weekly lunch block, ~150 appointments in every status, and slots that avoid them.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { appointment, slotsResponse, type Appointment } from '#functions/contract/schedule.ts';
import { addDays, todayIn } from '#functions/schedule/slots/local-time.ts';
import { seedIfEmpty } from '#scripts/seed/seed-if-empty.ts';
import { demoLocationIds } from '#scripts/seed/catalog-locations.ts';
import { demoStaff } from '#scripts/seed/demo-accounts.ts';
import { call } from '#test/support/api.ts';
import { cookieOf } from '#test/support/fixtures.ts';
import { api } from '#test/functions/schedule/schedule-kit.ts';

// Against DynamoDB Local on a shared 2-core machine: generous limits (a hung test still fails).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let admin: string;
beforeAll(async () => {
  expect(await seedIfEmpty()).toBe(true);
  admin = cookieOf((await call(auth, 'POST', '/api/login', { body: { email: 'admin@example.com', password: 'carebook-demo' } })).cookies);
});

const today = () => todayIn(Date.now(), 'America/Chicago');

describe('the demo schedule seed', () => {
  it('gives every demo employee weekday availability for the next eight weeks', async () => {
    const res = await api('GET', `/api/availabilities?employee_id=${demoStaff.provider.id}&from_date=${today()}&to_date=${addDays(today(), 55)}`, admin);
    const days = res.json as { availability_date: string; availability_timings: { start_time: string; end_time: string }[] }[];
    expect(days.length).toBeGreaterThanOrEqual(2 * 39);
    expect(days.every((d) => d.availability_timings[0]?.start_time === '09:00' && d.availability_timings[0]?.end_time === '17:00')).toBe(true);
  });

  it('has about 150 appointments over the past and coming weeks, in every status and both booking sources', async () => {
    const all: Appointment[] = [];
    for (const e of Object.values(demoStaff)) {
      for (const [from, to] of [[addDays(today(), -30), addDays(today(), -1)], [today(), addDays(today(), 30)]] as const) {
        const res = await api('GET', `/api/appointments?employee_id=${e.id}&start_date=${from}&end_date=${to}&include_cancelled=true`, admin);
        all.push(...(res.json as unknown[]).map((a) => appointment.parse(a)));
      }
    }
    expect(all.length).toBeGreaterThanOrEqual(140);
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(['arrived', 'no_show', 'cancelled', 'booked']));
    expect(new Set(all.map((a) => a.booked_by))).toEqual(new Set(['client', 'staff']));
  });

  it('offers slots that avoid the seeded bookings and the lunch block', async () => {
    const from = addDays(today(), 1);
    const to = addDays(today(), 14);
    const slots = slotsResponse.parse((await api('GET', `/api/client/slots?employee_id=${demoStaff.provider.id}&location_id=${demoLocationIds.downtown}&treatment_ids=01KAD000000000000000TRT008&from_date=${from}&to_date=${to}`)).json);
    const booked = (await api('GET', `/api/appointments?employee_id=${demoStaff.provider.id}&start_date=${from}&end_date=${to}`, admin)).json as Appointment[];
    expect(slots.slots.length).toBeGreaterThan(50);
    for (const s of slots.slots) {
      expect(booked.some((b) => b.start_time < s.end_time && s.start_time < b.end_time)).toBe(false);
      const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Chicago', hour: '2-digit', weekday: 'long', hourCycle: 'h23' }).format(new Date(s.start_time));
      expect(hour).not.toBe('Wednesday 12');
    }
  });
});
