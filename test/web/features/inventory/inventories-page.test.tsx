import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse } from '#test/support/msw/api-handlers.ts';
import { catalogHandlers } from '#test/support/msw/catalog-handlers.ts';
import { inventoryHandlers, type InventoryApi } from '#test/support/msw/inventory-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { fill, pick } from '#test/web/form-helpers.ts';
import { products } from '#test/web/fixtures/catalog.ts';
import {
  botoxRef, held, kybellaRef, lucas, practiceBotox, practiceKybella, priya, requestOfPriya,
} from '#test/web/fixtures/inventory.ts';
import { adminProfile, employeeProfile, inventoryManagerProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

function open(api: InventoryApi, staff = adminProfile) {
  const inventory = inventoryHandlers({
    inventories: [practiceBotox, practiceKybella],
    employeeStock: [{ employee: priya, employees_inventories: [held(botoxRef, 12)] }, { employee: lucas, employees_inventories: [] }],
    ...api,
  });
  server.use(...inventory.handlers, ...catalogHandlers({ products }).handlers);
  return { ...renderApp('/inventories', { signedInAs: { staff } }), calls: inventory.calls };
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('/inventories', () => {
  it('shows the practice table with total, available and in-transit quantities', async () => {
    open({});
    const row = within(await rowOf('Botox Unit'));
    expect(row.getByRole('cell', { name: '140.5' })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: '120.5' })).toBeInTheDocument();
    expect(within(await rowOf('Kybella Vial')).getAllByRole('cell', { name: '0' })).toHaveLength(2);
    expect(document.title).toBe('Inventories · Carebook');
  });

  it('checks the quantity in the browser with the API schema, then adds stock', async () => {
    const { user, calls } = open({ answers: { 'inventory.create': () => HttpResponse.json({ ...practiceBotox, quantity: 130.75 }, { status: 201 }) } });
    const form = within(await screen.findByRole('region', { name: 'Add stock' }));
    await pick(user, form.getByRole('combobox', { name: 'Product' }), 'Botox');
    await fill(user, form.getByRole('textbox', { name: 'Quantity' }), '10.255');
    await user.click(form.getByRole('button', { name: 'Add stock' }));
    expect(await form.findByText('Quantity allows at most 2 decimal places')).toBeInTheDocument();
    expect(calls('inventory.create')).toHaveLength(0);
    await fill(user, form.getByRole('textbox', { name: 'Quantity' }), '10.25');
    await user.click(form.getByRole('button', { name: 'Add stock' }));
    await waitFor(() => expect(calls('inventory.create')).toEqual([expect.objectContaining({ body: { product_id: botoxRef.id, quantity: 10.25 } })]));
    expect(await screen.findByText('Botox Unit: the practice now has 130.75.')).toBeInTheDocument();
  });

  it('assigns to an employee, and shows the 409 of a too-large assignment in the dialog', async () => {
    const { user, calls } = open({
      answers: { 'inventory.assign': () => apiErrorResponse(409, 'insufficient_stock', 'Not enough stock: Botox Unit has 120.5 available.', { quantity: 'Only 120.5 available' }) },
    }, inventoryManagerProfile);
    await user.click(within(await rowOf('Botox Unit')).getByRole('button', { name: 'Assign Botox Unit' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Assign Botox Unit/ }));
    await pick(user, dialog.getByRole('combobox', { name: 'Employee' }), 'Lucas');
    await fill(user, dialog.getByRole('textbox', { name: 'Quantity' }), '500');
    await user.click(dialog.getByRole('button', { name: 'Send for acceptance' }));
    expect(await dialog.findByText('Not enough stock: Botox Unit has 120.5 available.')).toBeInTheDocument();
    expect(calls('inventory.assign')[0]).toMatchObject({ params: { id: botoxRef.id }, body: { employee_id: lucas.id, quantity: 500 } });
  });

  it('asks before deleting a stock row and lists the refusal', async () => {
    const { user, calls } = open({ answers: { 'inventory.delete': () => apiErrorResponse(409, 'invalid_state', 'Only an empty stock row can be deleted. Set it to 0 first.') } });
    await user.click(within(await rowOf('Botox Unit')).getByRole('button', { name: 'Delete stock row of Botox Unit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete the stock row of Botox Unit?' }));
    expect(calls('inventory.delete')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await dialog.findByText('Only an empty stock row can be deleted. Set it to 0 first.')).toBeInTheDocument();
  });

  it('bulk-sets an employee: changed rows as updated_products, added products as new_products', async () => {
    const { user, calls } = open({ answers: { 'inventory.update_employee': () => apiErrorResponse(409, 'insufficient_stock', 'Not enough stock: Kybella Vial has 0 available.') } });
    await user.click(await screen.findByRole('tab', { name: 'Employee stock' }));
    const form = within(await screen.findByRole('form', { name: 'Stock of Priya Shah' }));
    await fill(user, form.getByRole('textbox', { name: 'New quantity of Botox Unit' }), '7.5');
    await pick(user, form.getByRole('combobox', { name: 'Add a product' }), 'Kybella');
    await fill(user, await form.findByRole('textbox', { name: 'New quantity of Kybella Vial' }), '3');
    await user.click(form.getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(calls('inventory.update_employee')).toHaveLength(1));
    expect(calls('inventory.update_employee')[0]).toMatchObject({
      params: { id: priya.id }, body: { updated_products: { [botoxRef.id]: { quantity: 7.5 } }, new_products: [{ product_id: kybellaRef.id, quantity: 3 }] },
    });
    expect(await form.findByText('Not enough stock: Kybella Vial has 0 available.')).toBeInTheDocument();
  });

  it('accepts a pending request, and asks before rejecting one', async () => {
    const { user, calls } = open({
      requests: [requestOfPriya],
      answers: {
        'inventory.request_accept': () => HttpResponse.json({ ...requestOfPriya, status: 'approved' }),
        'inventory.request_reject': () => HttpResponse.json({ ...requestOfPriya, status: 'rejected' }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Requests' }));
    const row = within(await rowOf('Priya Shah'));
    expect(row.getByRole('cell', { name: '12/01/2026' })).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Accept the request of Priya Shah for Botox Unit' }));
    // Accepting asks first too (issue 22): it moves practice stock.
    const accepting = within(await screen.findByRole('dialog', { name: "Accept Priya Shah's request for 40 Botox Unit?" }));
    expect(accepting.getByText("40 Botox Unit moves from the practice's stock to Priya Shah.")).toBeInTheDocument();
    expect(calls('inventory.request_accept')).toHaveLength(0);
    await user.click(accepting.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls('inventory.request_accept')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(row.getByRole('button', { name: 'Reject the request of Priya Shah for Botox Unit' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Reject Priya Shah's request for 40 Botox Unit?" }));
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls('inventory.request_reject')).toHaveLength(1));
  });

  it('sends ordinary staff to /myprofile', async () => {
    const { router } = open({}, employeeProfile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/myprofile'));
  });
});
