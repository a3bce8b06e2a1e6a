// Helpers for the reports tests: calls dispatched to the Lambda the route table names (reports, or
// documents for the xlsx and the PDF), and appointments written straight into the test table with the
// schedule's own item builder (past appointments cannot be booked through the API).
import { ulid } from 'ulid';
import { handler as documentsHandler } from '#functions/documents/index.ts';
import { matchRoute } from '#functions/lib/http/route-match.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { handler as reportsHandler } from '#functions/reports/index.ts';
import { lambdaOf } from '#functions/routes.ts';
import { appointmentItem } from '#functions/schedule/appointments/appointment-repository.ts';
import { buildApiGatewayEvent } from '#functions/lib/http/apigw-event.ts';
import type { HttpContext } from '#functions/lib/http/http-context.ts';
import { call, type CallResult } from '#test/support/api.ts';
import { signInClient, signInStaff, type SignedIn } from '#test/support/sessions.ts';

export function report(path: string, cookie?: string): Promise<CallResult> {
  const route = matchRoute('GET', path.split('?')[0] ?? path)?.route;
  const handler = route && lambdaOf(route) === 'documents' ? documentsHandler : reportsHandler;
  return call(handler, 'GET', path, cookie ? { cookie } : {});
}

/** A binary answer of the documents Lambda (xlsx, PDF): status, headers and the exact bytes. */
export async function reportFile(path: string, cookie: string): Promise<{ status: number; headers: Record<string, string>; bytes: Uint8Array }> {
  const event = buildApiGatewayEvent({ method: 'GET', url: path, headers: { 'sec-fetch-site': 'same-origin', cookie }, body: null });
  const result = await documentsHandler(event, { awsRequestId: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as HttpContext);
  const body = result.body ?? '';
  return {
    status: result.statusCode ?? 200,
    headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)])),
    bytes: new Uint8Array(result.isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8')),
  };
}

export interface AppointmentSeed {
  locationId: string;
  employeeId: string;
  clientId: string;
  startAt: string;
  status?: AppointmentRecord['status'];
  bookedBy?: AppointmentRecord['bookedBy'];
  /** Treatments: price snapshot, product, units in hundredths. */
  treatments?: { priceCents: number; productId: string | null; quantity: number }[];
}

/** A stored appointment root in the shape the schedule writes. */
export const appointmentOf = (seed: AppointmentSeed): Item => appointmentItem(appointmentRecordOf(seed));

/** The record of an appointment of `seed` (30 minutes, treatments as given). */
export function appointmentRecordOf(seed: AppointmentSeed): AppointmentRecord {
  const endAt = new Date(Date.parse(seed.startAt) + 1_800_000).toISOString();
  const now = new Date().toISOString();
  return {
    id: ulid(), status: seed.status ?? 'booked', bookedBy: seed.bookedBy ?? 'staff', productType: 'treatment_for_client',
    employeeId: seed.employeeId, employeeName: 'Staff', clientId: seed.clientId, clientName: 'Cleo', clientLastName: 'Tester',
    clientEmail: 'cleo@example.com', clientPhone: null, locationId: seed.locationId, locationName: 'Somewhere', timezone: 'America/Chicago',
    date: seed.startAt.slice(0, 10), startTime: '09:00', endTime: '09:30', startAt: seed.startAt, endAt, durationMinutes: 30, bufferMinutes: 0,
    reminder: [],
    treatments: (seed.treatments ?? []).map((t, position) => ({
      id: ulid(), treatmentId: ulid(), name: 'Treatment', priceCents: t.priceCents, position, durationMinutes: 30, bufferMinutes: 0, productId: t.productId, quantity: t.quantity,
    })),
    products: [], payments: [], notes: {}, cancelledBy: null, cancelledAt: null, cancelReason: null,
    createdAt: now, updatedAt: now, version: 1,
  };
}

/**
 * signInCast's callers plus a mentor, signed in one after the other: concurrent first sign-ins in a
 * fresh test process sometimes answer 500 on the loaded shared machine (seen with signInCast alone).
 */
export async function signInReportCast(): Promise<Record<'admin' | 'staff' | 'colleague' | 'manager' | 'mentor' | 'client', SignedIn>> {
  const admin = await signInStaff({ isAdmin: true });
  const staff = await signInStaff();
  const colleague = await signInStaff();
  const manager = await signInStaff({ isInvManager: true });
  const mentor = await signInStaff({ isMentor: true });
  return { admin, staff, colleague, manager, mentor, client: await signInClient() };
}
