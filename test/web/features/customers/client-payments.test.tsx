// The staff client page's money tabs (REFERENCE §3.7, §5): Appointments with the Pay drawer (hosted
// Checkout of the chosen lines, or the remaining balance recorded in person), the confirmation on
// the way back from Checkout, and Billing's saved cards.
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ConfirmPaymentResponse } from '#functions/contract/payments.ts';
import type { Appointment, Schedule } from '#functions/contract/schedule.ts';
import { apiErrorResponse, apiHandler, recordingHandler } from '#test/support/msw/api-handlers.ts';
import { clientHandlers } from '#test/support/msw/client-handlers.ts';
import { invoiceHandlers } from '#test/support/msw/invoice-handlers.ts';
import { paymentsHandlers, type PaymentsApi } from '#test/support/msw/payments-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { emma } from '#test/web/fixtures/clients.ts';
import { employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

const goToCheckout = vi.hoisted(() => vi.fn());
vi.mock('#web/features/payments/api/payments-keys.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/features/payments/api/payments-keys.ts')>()),
  goToCheckout,
}));

const staff = { id: '01JB6S9Z8Y7X6W5V4T3S2R1Q0P', name: 'Dana Whitfield' };
const downtown = { id: '01JB6SL0000000000000000001', name: 'Downtown Studio' };
const client = { id: emma.id, name: emma.name, last_name: emma.last_name };
const lines = { paid: false };

/** Nov 20 2026, 16:00 UTC is 10:00 AM in Chicago (CST): the list must show the location's time. */
function appointment(id: string, overrides: Partial<Appointment>): Appointment {
  return {
    id, status: 'booked', booked_by: 'staff', payment_state: 'partially_paid', client, employee: staff, location: downtown, timezone: 'America/Chicago',
    treatments: [{ id: '01JB6ST0000000000000000001', name: 'Forehead Lines' }], products: [{ id: '01JB6SD0000000000000000001', name: 'Sunscreen SPF 50', quantity: 2 }],
    product_type: 'treatment_for_client', date: '2026-11-20', start_time: '2026-11-20T16:00:00.000Z', end_time: '2026-11-20T16:30:00.000Z',
    total_amount_cents: 36_000, paid_amount_cents: 5_000, remaining_amount_cents: 31_000, reminder: [], cancellation_policy: null, hold_expires_at: null, version: 3, ...overrides,
  };
}

const open = appointment('01JB6SS0000000000000000001', {});
const settled = appointment('01JB6SS0000000000000000002', { status: 'arrived', payment_state: 'paid', start_time: '2026-11-10T16:00:00.000Z', end_time: '2026-11-10T16:30:00.000Z', paid_amount_cents: 36_000, remaining_amount_cents: 0 });
const cancelled = appointment('01JB6SS0000000000000000003', { status: 'cancelled', start_time: '2026-11-05T16:00:00.000Z', end_time: '2026-11-05T16:30:00.000Z' });

/** The server's per-line amounts: the treatment is part-paid, the product not at all. */
const openSchedule: Schedule = {
  ...open, client: { ...client, email: emma.email, phone_number: emma.phone_number }, duration_minutes: 30, cancelled_at: null, cancelled_by: null, cancel_reason: null,
  treatments: [{ id: '01JB6ST0000000000000000001', schedule_treatment_id: '01JB6SX0000000000000000001', name: 'Forehead Lines', cost_cents: 30_000, duration_minutes: 30, total_amount_cents: 30_000, paid_amount_cents: 5_000, remaining_amount_cents: 25_000, ...lines }],
  products: [{ id: '01JB6SD0000000000000000001', schedule_product_id: '01JB6SY0000000000000000001', name: 'Sunscreen SPF 50', product_type: 'Skincare', retail_price_cents: 3_000, quantity: 2, total_amount_cents: 6_000, paid_amount_cents: 0, remaining_amount_cents: 6_000, ...lines }],
  payments: [], notes: [], intake_forms_pending: [], created_at: '2026-11-01T15:00:00.000Z',
};

function openClientPage(path: string, payments: PaymentsApi = {}, appointments: Appointment[] = [open, settled, cancelled]) {
  const paymentsApi = paymentsHandlers(payments);
  const confirm = recordingHandler('payments.confirm_payment', () => HttpResponse.json({ status: 'success', schedule: openSchedule } satisfies ConfirmPaymentResponse));
  const listed: string[] = [];
  server.use(
    ...clientHandlers({ visible: [structuredClone(emma)], files: {} }).handlers,
    ...paymentsApi.handlers,
    confirm.handler,
    apiHandler('schedule.client_schedules', ({ request }) => {
      listed.push(new URL(request.url).search);
      return HttpResponse.json(appointments);
    }),
    apiHandler('schedule.get', ({ params }) => (params.id === openSchedule.id ? HttpResponse.json(openSchedule) : apiErrorResponse(404, 'not_found', 'Not found'))),
    // The Billing tab also lists the client's invoices, filtered by location.
    ...invoiceHandlers({}).handlers,
    apiHandler('locations.list', () => HttpResponse.json([])),
  );
  return { ...renderApp(path, { signedInAs: { staff: employeeProfile } }), payments: paymentsApi, confirm: confirm.calls, listed };
}

async function openPayDrawer(path = `/customers/${emma.id}`, payments: PaymentsApi = {}) {
  const page = openClientPage(path, payments);
  await page.user.click(await screen.findByRole('tab', { name: 'Appointments' }, { timeout: 15_000 }));
  await page.user.click(await screen.findByRole('button', { name: /^Pay for Fri, 11\/20\/2026/ }));
  const drawer = within(await screen.findByRole('dialog', { name: 'Pay for appointment' }));
  await drawer.findByText('Forehead Lines — $250.00');
  return { ...page, drawer };
}

describe('the client page’s Appointments and Billing tabs', { timeout: 30_000 }, () => {
  it('lists the client’s appointments in the location’s time with counts, amounts and status; Pay only where money is due', async () => {
    const { user, listed } = openClientPage(`/customers/${emma.id}`);
    await user.click(await screen.findByRole('tab', { name: 'Appointments' }, { timeout: 15_000 }));
    const counts = within(await screen.findByRole('list', { name: 'Appointments by status' }));
    expect(counts.getAllByRole('listitem').map((c) => c.textContent)).toEqual(['3 in all', 'Booked: 1', 'Arrived: 1', 'Cancelled: 1']);
    const rows = within(screen.getByRole('list', { name: 'Appointments' })).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Fri, 11/20/2026, 10:00 AM CST, Booked', 'Tue, 11/10/2026, 10:00 AM CST, Arrived', 'Thu, 11/05/2026, 10:00 AM CST, Cancelled']);
    const first = within(screen.getByRole('listitem', { name: 'Fri, 11/20/2026, 10:00 AM CST, Booked' }));
    expect(first.getByText('Dana Whitfield · Downtown Studio')).toBeInTheDocument();
    expect(first.getByText('Forehead Lines, Sunscreen SPF 50 × 2')).toBeInTheDocument();
    expect(['$360.00', '$50.00', '$310.00'].every((a) => first.getByText(a))).toBe(true);
    expect(screen.getAllByRole('button', { name: /^Pay for/ })).toHaveLength(1);
    expect(listed).toEqual([`?client_id=${emma.id}&include_cancelled=true`]);
  });

  it('sends only the chosen lines to hosted Checkout, with the server’s amounts', async () => {
    const { user, drawer, payments } = await openPayDrawer(undefined, { checkoutUrl: 'http://127.0.0.1:9/c/pay/cs_test_cust' });
    expect(drawer.getByRole('button', { name: 'Pay $310.00 by card' })).toBeInTheDocument();
    await user.click(drawer.getByRole('checkbox', { name: 'Sunscreen SPF 50 × 2 — $60.00' }));
    await user.click(drawer.getByRole('button', { name: 'Pay $250.00 by card' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://127.0.0.1:9/c/pay/cs_test_cust'));
    expect(payments.staffCheckout.map((c) => c.body)).toEqual([{
      client_id: emma.id, appointment_id: open.id, amount_cents: 25_000, selected_treatments: ['01JB6SX0000000000000000001'], selected_products: [],
    }]);
  });

  it('cannot start Checkout with no line chosen', async () => {
    const { user, drawer, payments } = await openPayDrawer();
    await user.click(drawer.getByRole('checkbox', { name: 'Forehead Lines — $250.00' }));
    await user.click(drawer.getByRole('checkbox', { name: 'Sunscreen SPF 50 × 2 — $60.00' }));
    expect(drawer.getByRole('button', { name: 'Choose a line to pay' })).toBeDisabled();
    expect(payments.staffCheckout).toEqual([]);
  });

  it('records the whole remaining balance as paid in person', async () => {
    const paid = { ...openSchedule, paid_amount_cents: 36_000, remaining_amount_cents: 0, payment_state: 'paid' as const };
    const { user, drawer, payments } = await openPayDrawer(undefined, { paidSchedule: paid });
    await user.click(drawer.getByRole('radio', { name: 'Card terminal' }));
    await user.click(drawer.getByRole('button', { name: 'Mark remaining as paid (in person)' }));
    expect(await screen.findByText('Payment Done!')).toBeInTheDocument();
    expect(payments.remainingPaid).toEqual([{ params: { id: open.id }, body: { method: 'card_terminal' } }]);
  });

  it('confirms a returning Checkout once, says so, and opens the Appointments tab', async () => {
    const { router, confirm } = openClientPage(`/customers/${emma.id}?payment_success=true&session_id=cs_test_back&schedule_id=${open.id}`);
    expect(await screen.findByText('Payment received.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(confirm.map((c) => c.body)).toEqual([{ session_id: 'cs_test_back', schedule_id: open.id }]);
    expect(screen.getByRole('tab', { name: 'Appointments' })).toHaveAttribute('aria-selected', 'true');
    await vi.waitFor(() => expect(router.state.location.search).not.toContain('session_id'));
    expect(confirm).toHaveLength(1);
  });

  it('lists saved cards, removes one after asking, says when there are none, and adds one for this client', async () => {
    const card = { id: 'pm_1', name: 'Visa ending in 4242', card_type: 'visa', last4: '4242', expiry: '12/2029', date_added: 'November 23, 2026' };
    const { user, payments } = openClientPage(`/customers/${emma.id}`, { cards: [card] });
    await user.click(await screen.findByRole('tab', { name: 'Billing' }, { timeout: 15_000 }));
    const section = within(await screen.findByRole('region', { name: 'Saved cards' }));
    expect(await section.findByText('Visa ending in 4242')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    await user.click(section.getByRole('button', { name: 'Yes' }));
    expect(await section.findByText('No credit cards found for this customer.')).toBeInTheDocument();
    expect(payments.removeCard.map((c) => c.body)).toEqual([{ paymentMethodId: 'pm_1', client_id: emma.id }]);
    await user.click(section.getByRole('button', { name: 'Add a card' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://127.0.0.1:1/c/pay/cs_test_x'));
    expect(payments.saveCard.map((c) => c.body)).toEqual([{ client_id: emma.id }]);
  });

  it('says “Failed to fetch credit cards” when the cards cannot be read', async () => {
    const { user } = openClientPage(`/customers/${emma.id}`);
    server.use(apiHandler('payments.list_cards', () => apiErrorResponse(502, 'payment_provider_error', 'Stripe is unavailable')));
    await user.click(await screen.findByRole('tab', { name: 'Billing' }, { timeout: 15_000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch credit cards');
  });
});
