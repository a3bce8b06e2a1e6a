// The summary budget (issue 21): a month holding 5,000 billable invoices and 5,000 appointments answers
// GET /api/summary in ≤ 1 s. The rows go into the local runtime's table in a month of their own
// (January 2031, far from the seed's), at the seeded locations; the real reports handler runs in this
// process against that DynamoDB, called with the signed-in admin's cookie; median of 5 after a warm-up.
// The summary reads the month's day roll-ups (decision 030 addendum), which the backfill builds below.
import type { Context } from 'aws-lambda';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { invoiceKeys } from '#functions/model/invoice-keys.ts';
import { scheduleKeys } from '#functions/model/schedule-keys.ts';
import { budgets } from '#scripts/bench/budgets.ts';
import { runtimeDetails, type LocalApp } from '#scripts/bench/local-app.ts';
import { figure, type Figure } from '#scripts/bench/report.ts';
import { median } from '#scripts/bench/stats.ts';

const rows = 5000;
const monthStart = Date.parse('2031-01-01T06:00:00.000Z');
const context = { awsRequestId: 'bench', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;

function invoice(i: number, locationId: string, at: string): Record<string, unknown> {
  const id = ulid();
  const status = (['finalized', 'payment_scheduled', 'paid'] as const)[i % 3] ?? 'paid';
  const kind = i % 5 === 0 ? 'mentor_fee' : 'service';
  return {
    ...invoiceKeys.invoice(id), ...invoiceKeys.index({ id, kind, status, employeeId: 'BENCH', clientId: 'BENCH', mentorId: null, createdAt: at }),
    entity: 'invoice', id, number: 900000 + i, kind, status,
    employee_id: 'BENCH', employee_name: 'Bench Provider', client_id: 'BENCH', client_name: 'Bench', client_last_name: 'Client', location_id: locationId, location_name: 'Bench',
    charge_cents: 10000 + i, total_client_paid_cents: 45000, personal_discount_cents: 500, concierge_fee_paid: i % 2 === 0, gfe: i % 3 === 0, payment_type: 'credit_card',
    line_items: { products: [{ product_id: 'P', name: 'Botox (units)', quantity: 2000, cost_price_cents: 644, retail_price_cents: 1200, purchased_type: 'practice_purchased', total_cents: 24000 }], retail_products: [], wellness_products: [], mp_products: [] },
    comments: 'Forehead lines, 20 units.', created_at: at, updated_at: at, version: 1,
  };
}

function appointment(i: number, locationId: string, at: string): Record<string, unknown> {
  const id = ulid();
  return {
    ...scheduleKeys.appointment(id), ...scheduleKeys.appointmentIndex({ id, employeeId: 'BENCH', clientId: `C${i % 400}`, locationId, startAt: at }),
    entity: 'appointment', id, status: i % 7 === 0 ? 'cancelled' : 'arrived',
    booked_by: i % 2 === 0 ? 'client' : 'staff', client_id: `C${i % 400}`, employee_id: 'BENCH', location_id: locationId, start_at: at, end_at: at,
    treatments: [{ id: 'T', treatment_id: 'T', name: 'Forehead Lines – 20 units', price_cents: 30000, position: 0, duration_minutes: 30, product_id: null, quantity: 2000 }],
    payments: [], notes: {}, created_at: at, updated_at: at, version: 1,
  };
}

async function putAll(items: Record<string, unknown>[], send: (command: BatchWriteCommand) => Promise<{ UnprocessedItems?: Record<string, unknown[]> }>): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let pending: unknown[] | undefined = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending && pending.length > 0) pending = (await send(new BatchWriteCommand({ RequestItems: { carebook: pending as never } }))).UnprocessedItems?.carebook;
  }
}

export async function reportFigures(app: LocalApp, adminCookie: string): Promise<Figure[]> {
  const { dynamodb, sessionSecret } = runtimeDetails(app);
  Object.assign(process.env, {
    STAGE: 'local', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', TABLE_NAME: 'carebook',
    FILES_BUCKET: 'carebook-files', APP_ORIGIN: app.url, APP_VERSION: 'bench', LOG_LEVEL: 'warn', DYNAMODB_ENDPOINT: dynamodb, SESSION_SECRET: sessionSecret,
  });
  const { db } = await import('#functions/lib/db/client.ts');
  const { listLocations } = await import('#functions/reports/report-repository.ts');
  const { handler } = await import('#functions/reports/index.ts');
  const { backfillReportRollups } = await import('#functions/reports/rollup-backfill.ts');
  const { buildApiGatewayEvent } = await import('#functions/lib/http/apigw-event.ts');
  const locations = (await listLocations()).map((l) => l.id);
  const at = (i: number) => new Date(monthStart + Math.floor((i * 30 * 86_400_000) / rows)).toISOString();
  await putAll(Array.from({ length: rows }, (_, i) => invoice(i, locations[i % locations.length] ?? 'NONE', at(i))), (c) => db.send(c));
  await putAll(Array.from({ length: rows }, (_, i) => appointment(i, locations[i % locations.length] ?? 'NONE', at(i))), (c) => db.send(c));
  // The rows went in directly (10,000 write transactions would take minutes): the roll-ups they imply
  // (data model §2.12) are built the way a deployed table gets them, by the backfill, before timing.
  await backfillReportRollups();
  const once = async (): Promise<number> => {
    const event = buildApiGatewayEvent({ method: 'GET', url: '/api/summary?start_date=2031-01-01&end_date=2031-01-31', headers: { cookie: adminCookie, 'sec-fetch-site': 'same-origin' }, body: null });
    const started = performance.now();
    const result = await handler(event, context as never);
    if (result.statusCode !== 200) throw new Error(`GET /api/summary answered ${String(result.statusCode)}: ${result.body ?? ''}`);
    return performance.now() - started;
  };
  await once();
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) times.push(await once());
  return [figure(`GET /api/summary: a month of ${rows} invoices and ${rows} appointments, median of 5`, Math.round(median(times)), 'ms', budgets.reportSummaryMs)];
}
