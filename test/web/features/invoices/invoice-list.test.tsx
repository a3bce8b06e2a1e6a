// The admin's Invoice List (REFERENCE §5): toggle, search, grouped rows, pages, bulk Finalize and
// Delete with the server's per-invoice answers, See More Details with Reject and its feedback, and
// the screen guards of the invoice screens.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { invoiceHandlers, type InvoiceApi } from '#test/support/msw/invoice-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { fill } from '#test/web/form-helpers.ts';
import { finalizedOne, invoiceFixture, invoiceItemFixture, otherGroup, pageOf, submittedOne, submittedTwo } from '#test/web/fixtures/invoices.ts';
import { adminProfile, employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

function open(api: InvoiceApi = {}, path = '/invoicelist', staff = adminProfile) {
  const invoices = invoiceHandlers({
    pages: {
      'invoices.invoice_lists': (q) => (q.get('is_finalized') === 'true' ? pageOf([finalizedOne]) : pageOf([submittedOne, otherGroup, submittedTwo], Number(q.get('page') ?? 1), 3)),
      'invoices.finalized': () => pageOf([finalizedOne]),
    },
    invoices: [invoiceFixture(submittedOne), invoiceFixture(finalizedOne, { status: 'finalized' })],
    ...api,
  });
  server.use(...invoices.handlers);
  return { ...renderApp(path, { signedInAs: { staff } }), calls: invoices.calls, queries: invoices.queries };
}

const rowOf = async (number: number) => (await screen.findByRole('cell', { name: String(number) })).closest('tr') as HTMLElement;

describe('/invoicelist', { timeout: 30_000 }, () => {
  it('groups rows by submission, toggles, searches and pages', async () => {
    const { user, queries } = open();
    // The first visit transforms the screen's chunk: on a busy machine that takes longer than usual.
    const table = within(await screen.findByRole('table', { name: 'Invoices' }, { timeout: 15_000 }));
    const headings = table.getAllByRole('rowheader').map((h) => h.textContent);
    expect(headings).toEqual(['Submission of Dana Whitfield · 2 invoices', 'Submission of Lucas Moreau · 1 invoice']);
    expect(queries('invoices.invoice_lists')[0]?.get('is_finalized')).toBe('false');

    await user.click(screen.getByRole('radio', { name: 'Finalized' }));
    expect(await screen.findByRole('cell', { name: '90' })).toBeInTheDocument();
    expect(queries('invoices.invoice_lists').at(-1)?.get('is_finalized')).toBe('true');

    await user.click(screen.getByRole('radio', { name: 'Non-finalized' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'Client Name');
    await fill(user, screen.getByRole('searchbox', { name: 'Search' }), 'Noah');
    await waitFor(() => expect(queries('invoices.invoice_lists').at(-1)?.get('query')).toBe('Noah'));
    expect(queries('invoices.invoice_lists').at(-1)?.get('field')).toBe('client_name');

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries('invoices.invoice_lists').at(-1)?.get('page')).toBe('2'));
  });

  it('names a group after the employee who submitted it, not the mentor whose fee row comes first', async () => {
    const lucas = { id: '01JB6SE0000000000000000P02', name: 'Lucas Moreau', vendor_name: null };
    const fee = (n: number, group: string) => invoiceItemFixture({ id: `01JB6SV00000000000000001${n}`, number: n, kind: 'mentor_fee', invoice_group_id: group });
    const rows = [fee(12, 'G1'), invoiceItemFixture({ id: '01JB6SV0000000000000000011', number: 11, employee: lucas, invoice_group_id: 'G1' }), fee(10, 'G2')];
    open({ pages: { 'invoices.invoice_lists': () => pageOf(rows) } });
    const table = within(await screen.findByRole('table', { name: 'Invoices' }, { timeout: 15_000 }));
    expect(table.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Submission of Lucas Moreau · 2 invoices', 'Mentor fees of Dana Whitfield · 1 invoice']);
  });

  it('finalizes the selected invoices after asking and lists what the server refused', async () => {
    const { user, calls } = open({
      answers: {
        'invoices.finalize_multiple': () => HttpResponse.json({
          results: [{ id: submittedOne.id, ok: true }, { id: submittedTwo.id, ok: false, error: 'Invoice #102 is already finalized.' }], message: [],
        }),
      },
    });
    await user.click(within(await rowOf(101)).getByRole('checkbox', { name: 'Select invoice #101' }));
    await user.click(within(await rowOf(102)).getByRole('checkbox', { name: 'Select invoice #102' }));
    await user.click(screen.getByRole('button', { name: 'Finalize selected (2)' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Finalize 2 invoices?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls('invoices.finalize_multiple')).toHaveLength(1));
    expect(calls('invoices.finalize_multiple')[0]?.body).toEqual({ ids: [submittedOne.id, submittedTwo.id] });
    expect(await screen.findByText('Invoice #102 is already finalized.')).toBeInTheDocument();
    expect(screen.getByText('1 invoice finalized.')).toBeInTheDocument();
  });

  it('deletes the selected invoices after asking', async () => {
    const { user, calls } = open({ answers: { 'invoices.destroy_multiple': () => HttpResponse.json({ message: '1 invoice(s) deleted successfully.', errors: [] }) } });
    await user.click(within(await rowOf(103)).getByRole('checkbox', { name: 'Select invoice #103' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    expect(calls('invoices.destroy_multiple')).toHaveLength(0);
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete 1 invoice?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('1 invoice(s) deleted successfully.')).toBeInTheDocument();
    expect(calls('invoices.destroy_multiple')[0]?.body).toEqual({ ids: [otherGroup.id] });
  });

  it('rejects from See More Details only with feedback', async () => {
    const rejected = invoiceFixture(submittedOne, { status: 'rejected' });
    const { user, calls } = open({ answers: { 'invoices.reject': () => HttpResponse.json({ invoice: rejected }) } });
    await user.click(within(await rowOf(101)).getByRole('button', { name: 'See More Details of invoice #101' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice #101' }));
    expect(await dialog.findByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/invoices/${submittedOne.id}/download_attachment`);
    await user.click(dialog.getByRole('button', { name: 'Reject invoice' }));
    expect(await dialog.findByText("Feedback can't be blank")).toBeInTheDocument();
    expect(calls('invoices.reject')).toHaveLength(0);
    await fill(user, dialog.getByRole('textbox', { name: 'Feedback' }), 'Add the after photos.');
    await user.click(dialog.getByRole('button', { name: 'Reject invoice' }));
    await waitFor(() => expect(calls('invoices.reject')).toEqual([expect.objectContaining({ params: { id: submittedOne.id }, body: { feedback: 'Add the after photos.' } })]));
  });

  it('edits the charge from See More Details, sending only what changed', async () => {
    const { user, calls } = open({ answers: { 'invoices.update': () => HttpResponse.json(invoiceFixture(submittedOne, { charge_cents: 40_000, charge_overridden: true, version: 2 })) } });
    await user.click(within(await rowOf(101)).getByRole('button', { name: 'See More Details of invoice #101' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice #101' }));
    await fill(user, await dialog.findByRole('textbox', { name: 'Charge' }), '400');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls('invoices.update')).toHaveLength(1));
    expect(calls('invoices.update')[0]?.body).toEqual({ charge_cents: 40_000, notes: '', instant_pay: false, version: 1, overhead_fee_type: null, overhead_fee_value: null });
  });
});

describe('invoice screen guards', { timeout: 30_000 }, () => {
  it.each(['/invoicelist', '/invoices-to-pay', '/payment-interface', `/billing-details/${finalizedOne.id}`])('sends an ordinary employee opening %s to /myprofile', async (path) => {
    const { router } = open({}, path, employeeProfile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/myprofile'));
  });

  it('leads an admin from /payment-interface to /invoices-to-pay, whose rows open their billing details', async () => {
    const { router, user } = open({}, '/payment-interface');
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices-to-pay'));
    const row = (await screen.findByRole('link', { name: 'Invoice #90 billing details' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pay Faster')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'Invoice #90 billing details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/billing-details/${finalizedOne.id}`));
    expect(await screen.findByRole('button', { name: 'Mark as Paid' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bill Amount' })).toHaveValue('413.60');
  });
});
