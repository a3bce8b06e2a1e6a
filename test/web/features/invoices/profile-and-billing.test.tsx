// My Profile's invoice tabs (lists asked for only once a tab is chosen, the mentorship evaluation
// with its three answers, the searchable evaluations) and the client's Billing tab invoices (filters,
// print and email receipt), REFERENCE §5.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiHandler } from '#test/support/msw/api-handlers.ts';
import { clientHandlers } from '#test/support/msw/client-handlers.ts';
import { invoiceHandlers, type InvoiceApi } from '#test/support/msw/invoice-handlers.ts';
import { inventoryHandlers } from '#test/support/msw/inventory-handlers.ts';
import { paymentsHandlers } from '#test/support/msw/payments-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { fill, pick } from '#test/web/form-helpers.ts';
import { emma } from '#test/web/fixtures/clients.ts';
import { botoxRef, held } from '#test/web/fixtures/inventory.ts';
import { downtown, finalizedOne, invoiceFixture, invoiceItemFixture, pageOf, submittedOne } from '#test/web/fixtures/invoices.ts';
import { locationFixture } from '#test/web/fixtures/locations.ts';
import { adminProfile, employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

const mentor = { id: '01JB6SE0000000000000000M01', name: 'Morgan Mentor' };
const staff = { ...employeeProfile, employees_inventories: [held(botoxRef, 12)] };

function open(path: string, api: InvoiceApi, who: typeof staff | typeof adminProfile = staff) {
  const invoices = invoiceHandlers(api);
  server.use(
    ...invoices.handlers, ...inventoryHandlers({}).handlers, ...clientHandlers({ visible: [structuredClone(emma)], files: {} }).handlers, ...paymentsHandlers({}).handlers,
    apiHandler('locations.list', () => HttpResponse.json([locationFixture(downtown)])),
    apiHandler('schedule.clients', () => HttpResponse.json([{ id: emma.id, name: emma.name, last_name: emma.last_name }])),
    apiHandler('employees.mentors', () => HttpResponse.json([mentor])),
  );
  return { ...renderApp(path, { signedInAs: { staff: who } }), ...invoices };
}

describe('My Profile › Invoices', { timeout: 45_000 }, () => {
  it('asks for a list only once its tab is chosen', async () => {
    const { user, queries } = open('/myprofile', { pages: { 'invoices.employees_invoice': (q) => pageOf(q.get('is_finalized') === 'true' ? [finalizedOne] : [submittedOne]) } });
    const tab = await screen.findByRole('tab', { name: 'Finalized' }, { timeout: 15_000 });
    expect(queries('invoices.employees_invoice')).toHaveLength(0);
    await user.click(tab);
    expect(await screen.findByRole('link', { name: '#90' })).toHaveAttribute('href', `/invoices-details/${finalizedOne.id}`);
    expect(queries('invoices.employees_invoice')[0]?.get('is_finalized')).toBe('true');
  });

  it('submits a mentorship evaluation with its three answers', async () => {
    const { user, calls } = open('/myprofile', { answers: { 'invoices.submit': () => HttpResponse.json({ id: 'g', finalized_totally: false, invoices: [] }, { status: 201 }) } });
    await user.click(await screen.findByRole('tab', { name: 'Submit Mentorship Eval' }, { timeout: 15_000 }));
    const form = within(await screen.findByRole('form', { name: 'Submit Mentorship Eval' }));
    await user.click(form.getByRole('button', { name: 'Submit evaluation' }));
    expect(await form.findByText("Mentor can't be blank")).toBeInTheDocument();
    expect(form.getAllByText("Answer can't be blank")).toHaveLength(3);
    expect(calls('invoices.submit')).toHaveLength(0);
    await pick(user, form.getByRole('combobox', { name: 'Mentor' }), 'Morgan');
    await pick(user, form.getByRole('combobox', { name: 'Client' }), 'Emma');
    await pick(user, form.getByRole('combobox', { name: 'Location' }), 'Downtown');
    await pick(user, form.getByRole('combobox', { name: 'Add to Mentorship products' }), 'Botox');
    await fill(user, form.getByRole('textbox', { name: 'Amount Client Paid (Mentorship products)' }), '150');
    for (const group of form.getAllByRole('radiogroup')) await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    await fill(user, form.getByRole('textbox', { name: 'Reason: Did your mentor provide value?' }), 'Showed me the safe zones.');
    await user.click(form.getByRole('button', { name: 'Submit evaluation' }));
    await waitFor(() => expect(calls('invoices.submit')).toHaveLength(1));
    expect(calls('invoices.submit')[0]?.body).toMatchObject({
      invoices: [{
        mentor_id: mentor.id, client_id: emma.id, location_id: downtown.id, mp_products: [{ product_id: botoxRef.id, quantity: 1 }],
        amt_paid_for_mp_products_cents: 15_000, service_experience: true, comfort_with_modality: true, mentor_value_provided: true,
        mentor_value_provided_reason: 'Showed me the safe zones.',
      }],
    });
  });

  it('searches the mentorship evaluations and opens one', async () => {
    const evaluation = invoiceFixture(invoiceItemFixture({ id: '01JB6SV0000000000000000E01', number: 55, kind: 'evaluation', charge_cents: null, mentor }), {
      mentor_id: mentor.id, service_experience: true, service_experience_reason: 'Went to plan.', comfort_with_modality: false, mentor_value_provided: true,
    });
    server.use(apiHandler('invoices.mentorship', () => HttpResponse.json([evaluation])));
    const { user } = open('/myprofile', {});
    await user.click(await screen.findByRole('tab', { name: 'Mentorship Evaluations' }, { timeout: 15_000 }));
    await fill(user, await screen.findByRole('searchbox', { name: 'Search evaluations' }), 'nobody');
    expect(await screen.findByText('No mentorship evaluations.')).toBeInTheDocument();
    await fill(user, screen.getByRole('searchbox', { name: 'Search evaluations' }), 'morgan');
    await user.click(await screen.findByRole('button', { name: 'Details of evaluation #55' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mentorship evaluation #55' }));
    expect(dialog.getByText('Yes: Went to plan.')).toBeInTheDocument();
    expect(dialog.getByText('Do you feel comfortable with the modality yet?').nextElementSibling).toHaveTextContent(/^No$/);
  });
});

describe("the client's Billing tab", { timeout: 30_000 }, () => {
  it('filters the invoices, prints the receipt and emails it for every employee when an admin asks', async () => {
    const { user, queries, calls } = open(`/customers/${emma.id}`, {
      pages: { 'invoices.client_invoices': () => pageOf([finalizedOne]) },
      answers: { 'documents.email_receipt': () => HttpResponse.json({ message: 'Receipt sent.' }) },
    }, adminProfile);
    await user.click(await screen.findByRole('tab', { name: 'Billing' }, { timeout: 15_000 }));
    const section = within(await screen.findByRole('region', { name: 'Invoices' }));
    expect(await section.findByRole('link', { name: '#90' })).toBeInTheDocument();
    await user.selectOptions(section.getByRole('combobox', { name: 'Paid' }), 'Not paid');
    await waitFor(() => expect(queries('invoices.client_invoices').at(-1)?.get('is_paid')).toBe('false'));
    expect(section.getByRole('link', { name: 'Print receipt' })).toHaveAttribute('href', `/api/invoices/print_receipt?client_id=${emma.id}`);
    await user.click(section.getByRole('button', { name: 'Email receipt' }));
    expect(await screen.findByText('Receipt sent.')).toBeInTheDocument();
    expect(calls('documents.email_receipt')[0]?.params).toEqual({ id: 'all' });
  });
});
