// No double booking, proven against DynamoDB Local: 50 rounds of 20 concurrent bookings for
// overlapping times. Half the rounds race one employee across two locations (different clients),
// half race one client across two employees. Exactly one booking wins each round; every other
// request gets 409 with the code of the party it collided with.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { instantOfLocal } from '#functions/schedule/slots/local-time.ts';
import { api, bookingBody, dayAhead, errorCode, quickClient, schedulePractice, type Practice } from '#test/functions/schedule/schedule-kit.ts';

// Against DynamoDB Local on a shared 2-core machine: generous limits (a hung test still fails).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const rounds = 50;
const concurrency = 20;
const windowsPerDay = 5;

let p: Practice;
let clients: { id: string; cookie: string }[];
beforeAll(async () => {
  p = await schedulePractice();
  clients = await Promise.all(Array.from({ length: concurrency }, () => quickClient()));
}, 120_000);

/** Round r races around 10:00 + (r mod 5) hours Chicago time, on a day of its own group of five. */
function roundSlot(round: number, offsetMinutes: number) {
  const date = dayAhead(2 + Math.floor(round / windowsPerDay));
  const minutes = (10 + (round % windowsPerDay)) * 60 + offsetMinutes;
  const start = instantOfLocal(date, minutes, 'America/Chicago');
  if (start === null) throw new Error('no such local time');
  return { date, start_time: new Date(start).toISOString(), end_time: new Date(start + 30 * 60_000).toISOString() };
}

async function employeeRace(round: number) {
  return Promise.all(clients.map((client, i) => {
    // Alternate locations and shift every other start by 15 minutes: all of them overlap.
    const location = i % 2 === 0 ? p.chicago : p.newYork;
    return api('POST', '/api/client/schedules', client.cookie,
      bookingBody({ employeeId: p.staff.id, locationId: location.id, treatmentIds: [p.facial.id] }, roundSlot(round, (Math.floor(i / 2) % 2) * 15)));
  }));
}

async function clientRace(round: number, client: { cookie: string }) {
  return Promise.all(Array.from({ length: concurrency }, (_, i) => {
    const colleague = i % 2 === 1;
    const target = colleague
      ? { employeeId: p.colleague.id, locationId: p.chicago.id, treatmentIds: [p.colleagueFacial.id] }
      : { employeeId: p.staff.id, locationId: p.chicago.id, treatmentIds: [p.facial.id] };
    return api('POST', '/api/client/schedules', client.cookie, bookingBody(target, roundSlot(round, (i % 2) * 15))).then((res) => ({ res, colleague }));
  }));
}

describe('concurrent bookings for overlapping times', () => {
  it(`let exactly one of ${concurrency} win, in each of ${rounds} rounds`, async () => {
    for (let round = 0; round < rounds; round += 1) {
      if (round % 2 === 0) {
        const results = await employeeRace(round);
        expect(results.filter((r) => r.status === 201), `round ${round}`).toHaveLength(1);
        expect(results.filter((r) => r.status !== 201).map((r) => `${r.status} ${errorCode(r)}`), `round ${round}`)
          .toEqual(Array(concurrency - 1).fill('409 slot_unavailable'));
      } else {
        const client = clients[round % concurrency] ?? { cookie: '' };
        const results = await clientRace(round, client);
        const winners = results.filter((r) => r.res.status === 201);
        expect(winners, `round ${round}`).toHaveLength(1);
        const winnerIsColleague = winners[0]?.colleague ?? false;
        for (const { res, colleague } of results.filter((r) => r.res.status !== 201)) {
          expect(res.status).toBe(409);
          // Against the other practitioner only the client overlaps; against the same one both do.
          if (colleague !== winnerIsColleague) expect(errorCode(res), `round ${round}`).toBe('client_double_booked');
          else expect(['slot_unavailable', 'client_double_booked']).toContain(errorCode(res));
        }
      }
    }
    // The stored calendar agrees: one appointment per round, none overlapping for the employee.
    const list = await api('GET', `/api/appointments?employee_id=${p.staff.id}&start_date=${dayAhead(1)}&end_date=${dayAhead(14)}`, p.admin.cookie);
    const starts = (list.json as { start_time: string; end_time: string }[]).map((a) => [Date.parse(a.start_time), Date.parse(a.end_time)] as const).sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < starts.length; i += 1) expect(starts[i]?.[0] ?? 0).toBeGreaterThanOrEqual(starts[i - 1]?.[1] ?? 0);
  }, 900_000);
});
