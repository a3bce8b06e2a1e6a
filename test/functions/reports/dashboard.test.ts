// GET /api/dashboard over a constructed March 2026: statuses and booking sources of the appointments
// that start in the range, new versus returning clients by their first non-cancelled appointment
// ever, and the location and staff filters.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardResponse, type DashboardResponse } from '#functions/contract/reports.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { clientKeys } from '#functions/model/client-keys.ts';
import { putItems } from '#test/functions/invoices/invoice-fixtures.ts';
import { createLocation } from '#test/functions/locations/location-fixtures.ts';
import { appointmentOf, report, signInReportCast } from '#test/functions/reports/report-kit.ts';
import { createClient } from '#test/support/fixtures.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let cast: Awaited<ReturnType<typeof signInReportCast>>;
let at: { a: string; b: string };
const march = 'start_date=2026-03-01&end_date=2026-03-31';

async function firstAppointmentAt(clientId: string, startAt: string): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: tableName(), Key: clientKeys.client(clientId), UpdateExpression: 'SET first_appointment_at = :at', ExpressionAttributeValues: { ':at': startAt },
  }));
}

beforeAll(async () => {
  cast = await signInReportCast();
  const [a, b] = await Promise.all([createLocation(cast.admin.cookie), createLocation(cast.admin.cookie)]);
  at = { a: a.id, b: b.id };
  const [loyal, fresh, gone, unmarked] = await Promise.all([0, 1, 2, 3].map(() => createClient()));
  if (!loyal || !fresh || !gone || !unmarked) throw new Error('clients');
  await Promise.all([
    firstAppointmentAt(loyal.id, '2026-01-05T15:00:00.000Z'),
    firstAppointmentAt(fresh.id, '2026-03-03T15:00:00.000Z'),
  ]);
  const visit = (locationId: string, clientId: string, startAt: string, status: 'booked' | 'arrived' | 'no_show' | 'cancelled', bookedBy: 'client' | 'staff', employeeId = cast.staff.id) =>
    appointmentOf({ locationId, employeeId, clientId, startAt, status, bookedBy });
  await putItems([
    visit(at.a, loyal.id, '2026-03-02T15:00:00.000Z', 'arrived', 'client'),
    visit(at.a, loyal.id, '2026-03-09T15:00:00.000Z', 'arrived', 'staff'),
    visit(at.a, fresh.id, '2026-03-03T15:00:00.000Z', 'no_show', 'client'),
    visit(at.b, fresh.id, '2026-03-10T15:00:00.000Z', 'booked', 'staff', cast.colleague.id),
    visit(at.b, gone.id, '2026-03-11T15:00:00.000Z', 'cancelled', 'client', cast.colleague.id),
    visit(at.b, unmarked.id, '2026-03-31T23:00:00.000Z', 'booked', 'client'),
    // Outside March in Chicago: the evening of February 28 and the first minutes of April 1.
    visit(at.a, gone.id, '2026-03-01T05:59:00.000Z', 'arrived', 'staff'),
    visit(at.a, gone.id, '2026-04-01T05:00:00.000Z', 'arrived', 'staff'),
  ]);
});

async function dashboard(query: string): Promise<DashboardResponse> {
  const res = await report(`/api/dashboard?${query}`, cast.admin.cookie);
  expect(res.status, res.body).toBe(200);
  return dashboardResponse.parse(res.json);
}

describe('GET /api/dashboard', () => {
  it('counts the month: statuses, booking sources, new and returning clients', async () => {
    expect(await dashboard(march)).toEqual({
      appointments: { arrived: 2, no_show: 1, cancelled: 1 },
      booking_source: { online: 4, staff: 2 },
      // loyal came in January (returning); fresh's first is in March and unmarked has no mark (new); gone only cancelled.
      clients: { new: 2, returning: 1 },
    });
  });

  it('filters by location and by staff, repeated or comma-separated', async () => {
    expect(await dashboard(`${march}&location_id=${at.b}`)).toEqual({
      appointments: { arrived: 0, no_show: 0, cancelled: 1 }, booking_source: { online: 2, staff: 1 }, clients: { new: 2, returning: 0 },
    });
    const colleague = await dashboard(`${march}&employee_id=${cast.colleague.id}`);
    expect(colleague).toEqual({ appointments: { arrived: 0, no_show: 0, cancelled: 1 }, booking_source: { online: 1, staff: 1 }, clients: { new: 1, returning: 0 } });
    expect(await dashboard(`${march}&employee_id=${cast.colleague.id},${cast.staff.id}`)).toEqual(await dashboard(`${march}&employee_id=${cast.colleague.id}&employee_id=${cast.staff.id}`));
    expect(await dashboard(`${march}&employee_id=${cast.colleague.id},${cast.staff.id}`)).toEqual(await dashboard(march));
  });

  it('answers 400 for a reversed range and 403/401 to anyone but an admin', async () => {
    expect((await report('/api/dashboard?start_date=2026-03-02&end_date=2026-03-01', cast.admin.cookie)).status).toBe(400);
    for (const who of [cast.staff, cast.manager, cast.client]) expect((await report(`/api/dashboard?${march}`, who.cookie)).status).toBe(403);
    expect((await report(`/api/dashboard?${march}`)).status).toBe(401);
  });
});
