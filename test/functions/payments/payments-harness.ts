// Payments tests run the real payments handler against DynamoDB Local and the Stripe emulator, which
// posts its signed webhooks to a loopback server that hands them to the handler exactly as API
// Gateway would (raw body, Stripe-Signature, no session, no Origin): checkout events to the payments
// webhook, Connect, transfer and subscription events to the payouts Lambda's (decision 038).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ulid } from 'ulid';
import { afterAll } from 'vitest';
import { forgetEnv } from '#functions/lib/config/env.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { handler as payments } from '#functions/payments/index.ts';
import { handler as payouts } from '#functions/payouts/index.ts';
import { depositHoldItem } from '#functions/model/deposit-hold.ts';
import { holdMinutes } from '#functions/payments/deposit-checkout.ts';
import { claimCellsStep, createAppointmentStep, getAppointment } from '#functions/schedule/appointments/appointment-repository.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { clientCells, employeeCells } from '#functions/schedule/booking/create-appointment.ts';
import { startStripeEmulator } from '#scripts/stripe-emulator/server.ts';
import { call } from '#test/support/api.ts';
import type { SignedIn } from '#test/support/sessions.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

const webhookSecret = 'whsec_payments_test';
const connectWebhookSecret = 'whsec_connect_test';
const connectPath = '/api/stripe/connect_webhook';

const forwarder = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const headers = { 'content-type': String(req.headers['content-type']), 'stripe-signature': String(req.headers['stripe-signature']), origin: undefined };
    const [lambda, path] = req.url === connectPath ? [payouts, connectPath] : [payments, '/api/client/stripe/webhooks'];
    call(lambda, 'POST', path, { body: Buffer.concat(chunks).toString('utf8'), headers })
      .then((result) => res.writeHead(result.status).end(result.body), () => res.writeHead(500).end());
  });
});
await new Promise<void>((ok) => forwarder.listen(0, '127.0.0.1', () => ok()));
const forwarderOrigin = `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}`;
export const webhookUrl = `${forwarderOrigin}/api/client/stripe/webhooks`;
export const connectWebhookUrl = `${forwarderOrigin}${connectPath}`;

export const emulator = await startStripeEmulator({
  webhookUrl, webhookSecret, payoutsWebhook: { url: connectWebhookUrl, secret: connectWebhookSecret }, retryDelaysMs: [20, 50], onError: () => undefined,
});
Object.assign(process.env, { STRIPE_API_BASE: emulator.url, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret });
// The app's modules may have read the environment already (the DynamoDB client at import).
forgetEnv();

afterAll(async () => {
  await emulator.idle();
  await emulator.stop();
  await new Promise<void>((ok) => forwarder.close(() => ok()));
});

export { connectWebhookSecret, payments, webhookSecret };

/** Pays (or saves a card) on the emulator's hosted page, then waits for the webhooks. */
export async function payOnHostedPage(url: string, card = '4242424242424242'): Promise<Response> {
  const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card_number: card }) });
  await emulator.idle();
  return response;
}

export interface AppointmentOptions {
  employee: SignedIn;
  client: SignedIn;
  treatments?: { name: string; priceCents: number }[];
  products?: { name: string; unitPriceCents: number; quantity: number }[];
  pendingDeposit?: number;
  startInHours?: number;
  /** The cancellation policy snapshotted at booking (decision 032). */
  policy?: AppointmentRecord['cancellationPolicy'];
}

/** An appointment written through the schedule repository's own T-BOOK steps (root + claims [+ hold]). */
let slot = 0;

export async function createTestAppointment(o: AppointmentOptions): Promise<AppointmentRecord> {
  const now = new Date().toISOString();
  // Each appointment of a file gets its own hour, so the claim cells never collide.
  slot += 1;
  const start = new Date(Math.ceil(Date.now() / 900_000) * 900_000 + ((o.startInHours ?? 48) + slot * 2) * 3_600_000);
  const end = new Date(start.getTime() + 60 * 60_000);
  const treatments = o.treatments ?? [{ name: 'Botox', priceCents: 20_000 }];
  let a: AppointmentRecord = {
    id: ulid(), status: 'booked', bookedBy: 'client', productType: 'treatment_for_client',
    employeeId: o.employee.id, employeeName: o.employee.name, clientId: o.client.id, clientName: o.client.name, clientLastName: 'Tester',
    clientEmail: o.client.email, clientPhone: null, locationId: ulid(), locationName: 'Downtown', timezone: 'America/Chicago',
    date: start.toISOString().slice(0, 10), startTime: '10:00', endTime: '11:00', startAt: start.toISOString(), endAt: end.toISOString(),
    durationMinutes: 60, bufferMinutes: 0, reminder: [],
    treatments: treatments.map((t, position) => ({ id: ulid(), treatmentId: ulid(), name: t.name, priceCents: t.priceCents, position, durationMinutes: 60, bufferMinutes: 0, productId: null, quantity: 100 })),
    products: (o.products ?? []).map((p) => ({ id: ulid(), productId: ulid(), name: p.name, productType: 'retail', quantity: p.quantity, unitPriceCents: p.unitPriceCents })),
    payments: [], notes: {}, cancellationPolicy: o.policy ?? null, cancelledBy: null, cancelledAt: null, cancelReason: null, createdAt: now, updatedAt: now, version: 1,
  };
  const plan = new TransactionPlan();
  if (o.pendingDeposit) {
    a = { ...a, status: 'pending_deposit', payments: [{ id: ulid(), kind: 'deposit', method: 'card_online', amountCents: o.pendingDeposit, status: 'pending', scheduleTreatmentId: null, scheduleProductId: null, stripeCheckoutSessionId: null, stripePaymentIntentId: null, recordedBy: null, paidAt: null, createdAt: now }] };
    plan.put(depositHoldItem(a.id, new Date(Date.now() + holdMinutes * 60_000).toISOString(), now));
  }
  createAppointmentStep(plan, a, (await loadPracticeSettings()).timezone);
  const claim = { plan, appointmentId: a.id, holdsUntil: a.endAt, now };
  claimCellsStep({ ...claim, party: 'employee', ownerId: a.employeeId, cells: employeeCells(a) });
  claimCellsStep({ ...claim, party: 'client', ownerId: a.clientId, cells: clientCells(a) });
  await plan.commit();
  return a;
}

export async function reload(id: string): Promise<AppointmentRecord> {
  const a = await getAppointment(id, true);
  if (!a) throw new Error(`appointment ${id} is gone`);
  return a;
}
