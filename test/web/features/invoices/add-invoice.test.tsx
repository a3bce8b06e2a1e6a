// "Submit invoice" (REFERENCE §3.8, §5): the cards, the stock pickers with what remains across the
// batch, the live preview from THE shared charge function, the confirmation, the body sent, a 409
// insufficient_stock on the product's own row, and the rejected invoices with Resubmit.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { providerCharge } from '#functions/contract/invoice-charge.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { invoiceHandlers, type InvoiceApi } from '#test/support/msw/invoice-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { fill, pick } from '#test/web/form-helpers.ts';
import { emma } from '#test/web/fixtures/clients.ts';
import { botoxRef, held, serumRef } from '#test/web/fixtures/inventory.ts';
import { downtown, invoiceFixture, invoiceItemFixture, pageOf } from '#test/web/fixtures/invoices.ts';
import { locationFixture } from '#test/web/fixtures/locations.ts';
import { employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

const staff = { ...employeeProfile, employees_inventories: [held(botoxRef, 12), held(serumRef, 3)] };

const defaultRates = { payment_method_fee_percent: { credit_card: 6, cherry: 15, other: 3 }, instant_pay_fee_percent: 1 };

function open(api: InvoiceApi = {}, rates = defaultRates, who = staff) {
  const invoices = invoiceHandlers(api);
  server.use(
    ...invoices.handlers,
    apiHandler('invoices.charge_rates', () => HttpResponse.json(rates)),
    apiHandler('locations.list', () => HttpResponse.json([locationFixture(downtown)])),
    apiHandler('schedule.clients', () => HttpResponse.json([{ id: emma.id, name: emma.name, last_name: emma.last_name }])),
  );
  return { ...renderApp('/addinvoice', { signedInAs: { staff: who } }), calls: invoices.calls };
}

type User = ReturnType<typeof open>['user'];

// The first visit transforms the screen's chunk: on a busy machine that takes longer than usual.
const firstCard = () => screen.findByRole('region', { name: 'Invoice 1' }, { timeout: 15_000 });

async function fillCard(user: User, card: ReturnType<typeof within>, quantity: string) {
  await pick(user, card.getByRole('combobox', { name: 'Client' }), 'Emma');
  await pick(user, card.getByRole('combobox', { name: 'Location' }), 'Downtown');
  await pick(user, card.getByRole('combobox', { name: 'Add to Products/Services' }), 'Botox');
  await fill(user, await card.findByRole('textbox', { name: 'Quantity of Botox Unit' }), quantity);
  await fill(user, card.getByRole('textbox', { name: 'Amount Client Paid (Products/Services)' }), '800');
}

describe('/addinvoice', { timeout: 45_000 }, () => {
  it('previews the charge with the shared function and submits after the confirmation', async () => {
    const saved = invoiceFixture(invoiceItemFixture({ id: '01JB6SV0000000000000000009', number: 120 }));
    const { user, calls } = open({ answers: { 'invoices.submit': () => HttpResponse.json({ id: saved.invoice_group_id, finalized_totally: false, invoices: [saved] }, { status: 201 }) } });
    const card = within(await firstCard());
    await fillCard(user, card, '10');
    // Credit/Debit keeps 94 %: (752.00 − 10 × 6.44) × 60 % = 412.56, as the server will compute.
    const expected = providerCharge({
      payment_type: 'credit_card', amt_paid_for_products_cents: 80_000, amt_paid_for_retail_products_cents: 0, amt_paid_for_wellness_products_cents: 0,
      amt_paid_for_mp_products_cents: 0, personal_discount_cents: 0, instant_pay: false,
      lines: { products: [{ cost_price_cents: 644, retail_price_cents: 1200, purchased_type: 'practice_purchased', quantity: 1000 }], retail_products: [], wellness_products: [], mp_products: [] },
    }, { service_percentage: 60, retail_percentage: 15, wellness_percentage: 25 });
    expect(formatMoney(expected)).toBe('$412.56');
    expect(card.getByText('Total Owed to Provider').nextElementSibling).toHaveTextContent('$412.56');
    await user.click(card.getByRole('radio', { name: 'Other' }));
    expect(card.getByText('Total Owed to Provider').nextElementSibling).toHaveTextContent('$426.96');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure you want to submit 1 invoice?' }));
    expect(calls('invoices.submit')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls('invoices.submit')).toHaveLength(1));
    expect(calls('invoices.submit')[0]?.body).toMatchObject({
      invoices: [{ client_id: emma.id, location_id: downtown.id, payment_type: 'other', products: [{ product_id: botoxRef.id, quantity: 10 }], amt_paid_for_products_cents: 80_000 }],
    });
    expect(await screen.findByText('1 invoice submitted for review.')).toBeInTheDocument();
  });

  it('previews with the practice’s fee settings when an admin changed them from the defaults', async () => {
    const { user } = open({}, { payment_method_fee_percent: { credit_card: 4, cherry: 10, other: 0 }, instant_pay_fee_percent: 2 });
    const card = within(await firstCard());
    await fillCard(user, card, '10');
    // Credit/Debit at 4 % keeps 768.00: (768.00 − 64.40) × 60 % = 422.16 (the default 6 % would be 412.56).
    expect(card.getByText('Total Owed to Provider').nextElementSibling).toHaveTextContent('$422.16');
    await user.click(card.getByRole('radio', { name: 'Other' }));
    // Other at 0 %: (800.00 − 64.40) × 60 % = 441.36; with Pay Faster at 2 % off: 432.5328 → 432.53.
    expect(card.getByText('Total Owed to Provider').nextElementSibling).toHaveTextContent('$441.36');
    await user.click(card.getByLabelText('Pay Faster'));
    expect(card.getByText('Total Owed to Provider').nextElementSibling).toHaveTextContent('$432.53');
  });

  it('counts the whole batch in what remains, and asks about N invoices', async () => {
    const { user } = open();
    await fillCard(user, within(await firstCard()), '10');
    await user.click(screen.getByRole('button', { name: 'Add another invoice' }));
    const second = within(await screen.findByRole('region', { name: 'Invoice 2' }));
    await fillCard(user, second, '1.5');
    // 12 held − 10 on the first card − 1.5 on this one.
    expect(await second.findByText('0.5 left')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Invoice 1' })).getByText('0.5 left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Are you sure you want to submit 2 invoices?' })).toBeInTheDocument();
  });

  it('checks the cards with the contract before asking', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const card = within(screen.getByRole('region', { name: 'Invoice 1' }));
    expect(await card.findByText('Add at least one product')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('invoices.submit')).toHaveLength(0);
  });

  it('shows a 409 insufficient_stock on the product it names', async () => {
    const { user } = open({
      answers: { 'invoices.submit': () => apiErrorResponse(409, 'insufficient_stock', 'Not enough stock: Botox Unit has 12 available.', { quantity: 'Only 12 available' }) },
    });
    const card = within(await firstCard());
    await fillCard(user, card, '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    const quantity = await card.findByRole('textbox', { name: 'Quantity of Botox Unit' });
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Only 12 available'));
    expect(screen.getByText('Not enough stock: Botox Unit has 12 available.')).toBeInTheDocument();
  });

  it('lists a rejected invoice with its feedback and resubmits it', async () => {
    const item = invoiceItemFixture({ id: '01JB6SV0000000000000000007', number: 77, status: 'rejected' });
    const rejected = invoiceFixture(item, { version: 3, rejection: { feedback: 'Add the after photos.', rejected_at: '2026-11-22T10:00:00.000Z', rejected_by: { id: '01JB6SE0000000000000000A01', name: 'Avery Admin' } } });
    const { user, calls } = open({
      pages: { 'invoices.list': () => pageOf([item]) },
      invoices: [rejected],
      answers: { 'invoices.update': () => HttpResponse.json({ ...rejected, status: 'submitted', rejection: null }) },
    });
    expect(await screen.findByText('Add the after photos.', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resubmit invoice #77' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resubmit invoice #77' }));
    expect(dialog.getByRole('textbox', { name: 'Quantity of Botox Unit' })).toHaveValue('10');
    await user.click(dialog.getByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(calls('invoices.update')).toHaveLength(1));
    expect(calls('invoices.update')[0]).toMatchObject({ params: { id: item.id }, body: { client_id: emma.id, version: 3, products: [{ product_id: botoxRef.id, quantity: 10 }] } });
  });

  it('lets an admin create a new location from the card and chooses it there', async () => {
    const listed = [locationFixture(downtown)];
    const westside = locationFixture({ id: '01JB6SV00000000000000000W1', name: 'Westside' });
    const created: unknown[] = [];
    const { user } = open({}, defaultRates, { ...staff, is_admin: true });
    // After open(): msw asks the handlers added last first.
    server.use(
      apiHandler('locations.list', () => HttpResponse.json(listed)),
      apiHandler('locations.create', async ({ request }) => {
        created.push(await request.json());
        listed.push(westside);
        return HttpResponse.json(westside, { status: 201 });
      }),
    );
    const card = within(await firstCard());
    await user.click(card.getByRole('button', { name: 'Create New Location' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New location' }));
    await fill(user, dialog.getByRole('textbox', { name: 'Name' }), 'Westside');
    await user.click(dialog.getByRole('button', { name: 'Create location' }));
    await waitFor(() => expect(created).toEqual([expect.objectContaining({ name: 'Westside' })]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New location' })).not.toBeInTheDocument());
    expect(card.getByRole('combobox', { name: 'Location' })).toHaveValue('Westside');
  });

  it('offers no new location to other staff', async () => {
    open();
    const card = within(await firstCard());
    expect(card.queryByRole('button', { name: 'Create New Location' })).not.toBeInTheDocument();
  });
});
