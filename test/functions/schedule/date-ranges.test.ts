// Every route taking a date range answers a reversed one (or an end alone before today) with a 400
// naming the end field, never a 500 from the database refusing the key condition (issue 17 item 1).
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as clients } from '#functions/clients/index.ts';
import { addDays, todayIn } from '#functions/schedule/slots/local-time.ts';
import { call } from '#test/support/api.ts';
import { signInCast } from '#test/support/sessions.ts';
import { api } from '#test/functions/schedule/schedule-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

const badRequestOn = (field: string) => ({ error: { code: 'bad_request', fields: { [field]: expect.any(String) } } });

describe('reversed date ranges', () => {
  const reversed = 'start_date=2026-12-20&end_date=2026-12-10';

  it('answer 400 on the public busy times, anonymously', async () => {
    const res = await api('GET', `/api/client/schedules?employee_id=${cast.staff.id}&${reversed}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject(badRequestOn('end_date'));
  });

  it('answer 400 on the staff lists', async () => {
    for (const url of [`/api/appointments?${reversed}`, `/api/schedules?${reversed}`, `/api/client_schedules_only?client_id=${cast.client.id}&${reversed}`]) {
      const res = await api('GET', url, cast.staff.cookie);
      expect(res.status, url).toBe(400);
      expect(res.json, url).toMatchObject(badRequestOn('end_date'));
    }
  });

  it('answer 400 on availability, slots and the audit log', async () => {
    const slots = `employee_id=${cast.staff.id}&location_id=${cast.staff.id}&treatment_ids=${cast.staff.id}&from_date=2026-12-20&to_date=2026-12-10`;
    for (const url of [`/api/availabilities?from_date=2026-12-20&to_date=2026-12-10`, `/api/client/slots?${slots}`, `/api/schedules/slots?${slots}`]) {
      const res = await api('GET', url, cast.staff.cookie);
      expect(res.status, url).toBe(400);
      expect(res.json, url).toMatchObject(badRequestOn('to_date'));
    }
    const audit = await call(clients, 'GET', '/api/audit_events?from=2026-12-20T00:00:00Z&to=2026-12-10T00:00:00Z', { cookie: cast.admin.cookie });
    expect(audit.status).toBe(400);
    expect(audit.json).toMatchObject(badRequestOn('to'));
  });
});

describe('an end date alone before today', () => {
  const lastWeek = addDays(todayIn(Date.now(), 'UTC'), -7);

  it('answers 400 (the start defaults to today), anonymously and for staff', async () => {
    const busy = await api('GET', `/api/client/schedules?employee_id=${cast.staff.id}&end_date=${lastWeek}`);
    expect(busy.status).toBe(400);
    expect(busy.json).toMatchObject(badRequestOn('end_date'));
    for (const url of [`/api/appointments?end_date=${lastWeek}`, `/api/schedules?end_date=${lastWeek}`, `/api/client_schedules_only?client_id=${cast.client.id}&end_date=${lastWeek}`]) {
      const res = await api('GET', url, cast.staff.cookie);
      expect(res.status, url).toBe(400);
      expect(res.json, url).toMatchObject(badRequestOn('end_date'));
    }
  });

  it('still lists a range that ends today', async () => {
    const today = todayIn(Date.now(), 'America/Chicago');
    const res = await api('GET', `/api/appointments?start_date=${today}&end_date=${today}`, cast.staff.cookie);
    expect(res.status).toBe(200);
  });
});
