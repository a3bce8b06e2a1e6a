import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogHandlers } from '#test/support/msw/catalog-handlers.ts';
import { inventoryHandlers, type InventoryApi } from '#test/support/msw/inventory-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { fill, pick } from '#test/web/form-helpers.ts';
import { products } from '#test/web/fixtures/catalog.ts';
import { botoxRef, held, kybellaRef, lucas, priya, promptFromManager, requestOfPriya } from '#test/web/fixtures/inventory.ts';
import { employeeProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

const me = employeeProfileFixture({ id: priya.id, name: priya.name });

function open(api: InventoryApi = {}) {
  const inventory = inventoryHandlers({ colleagues: [priya, lucas], ...api });
  server.use(...inventory.handlers, ...catalogHandlers({ products }).handlers);
  const staff = { ...me, employees_inventories: [held(botoxRef, 12.5), held(kybellaRef, 0)], inventory_prompts: [promptFromManager], inventory_requests: [requestOfPriya], pending_requests: 0 };
  return { ...renderApp('/myprofile', { signedInAs: { staff } }), calls: inventory.calls };
}

const rowOf = async (scope: ReturnType<typeof within>, name: string) => within((await scope.findByRole('cell', { name })).closest('tr') as HTMLElement);

describe('My Profile inventory tabs', () => {
  it('lists my stock with zero rows as 0, and transfers to a colleague (never to myself)', async () => {
    const { user, calls } = open({ answers: { 'inventory.transfer': () => HttpResponse.json({ prompt: { ...promptFromManager, quantity: 2.5, receiver: lucas, source: 'employee', sender: priya, assigned_by: priya.name } }, { status: 201 }) } });
    const table = within(await screen.findByRole('table', { name: 'Assigned inventory' }));
    expect((await rowOf(table, 'Kybella Vial')).getByRole('cell', { name: '0' })).toBeInTheDocument();
    expect((await rowOf(table, 'Kybella Vial')).getByRole('button', { name: 'Transfer Kybella Vial' })).toBeDisabled();
    await user.click((await rowOf(table, 'Botox Unit')).getByRole('button', { name: 'Transfer Botox Unit' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Transfer Botox Unit/ }));
    const picker = dialog.getByRole('combobox', { name: 'Send to' });
    await user.click(picker);
    expect(screen.queryByRole('option', { name: priya.name })).not.toBeInTheDocument();
    await pick(user, picker, 'Lucas');
    await fill(user, dialog.getByRole('textbox', { name: 'Quantity' }), '2.5');
    await user.click(dialog.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(calls('inventory.transfer')).toEqual([expect.objectContaining({ body: { product_id: botoxRef.id, employee_id: lucas.id, quantity: 2.5 } })]));
    expect(await screen.findByText('2.5 Botox Unit is on its way to Lucas Moreau.')).toBeInTheDocument();
  });

  it('asks before accepting or rejecting a prompt (issue 22)', async () => {
    const decided = (status: 'accepted' | 'rejected') => () => HttpResponse.json({ prompt: { ...promptFromManager, status }, employees_inventories: [] });
    const { user, calls } = open({ answers: { 'inventory.prompt_accept': decided('accepted'), 'inventory.prompt_reject': decided('rejected') } });
    await user.click(await screen.findByRole('tab', { name: /Shared Inventory/ }));
    const table = within(await screen.findByRole('table', { name: 'Shared inventory' }));
    const row = await rowOf(table, 'Inventory Manager');
    await user.click(row.getByRole('button', { name: 'Reject Botox Unit from Inventory Manager' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject 20 Botox Unit?' }));
    expect(dialog.getByText('It goes back to the practice.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'No' }));
    expect(calls('inventory.prompt_reject')).toHaveLength(0);
    await user.click(row.getByRole('button', { name: 'Accept Botox Unit from Inventory Manager' }));
    const accepting = within(await screen.findByRole('dialog', { name: 'Accept 20 Botox Unit?' }));
    expect(accepting.getByText('It is added to your stock, from Inventory Manager.')).toBeInTheDocument();
    expect(calls('inventory.prompt_accept')).toHaveLength(0);
    await user.click(accepting.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls('inventory.prompt_accept')).toEqual([expect.objectContaining({ params: { id: promptFromManager.id } })]));
  });

  it('requests inventory with the API schema checked first, and lists my requests', async () => {
    const { user, calls } = open({ answers: { 'inventory.request_create': () => HttpResponse.json(requestOfPriya, { status: 201 }) } });
    await user.click(await screen.findByRole('tab', { name: 'Request Inventory' }));
    const form = within(await screen.findByRole('form', { name: 'Request inventory' }));
    expect(await screen.findByRole('cell', { name: '12/01/2026' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Request inventory' }));
    expect(await form.findByText("Product can't be blank")).toBeInTheDocument();
    expect(calls('inventory.request_create')).toHaveLength(0);
    await pick(user, form.getByRole('combobox', { name: 'Product' }), 'Botox');
    await fill(user, form.getByRole('textbox', { name: 'Quantity' }), '40');
    await fill(user, form.getByLabelText('Date of use'), '2026-12-01');
    await user.click(form.getByRole('button', { name: 'Request inventory' }));
    await waitFor(() => expect(calls('inventory.request_create')).toEqual([expect.objectContaining({ body: { product_id: botoxRef.id, quantity_asked: 40, date_of_use: '2026-12-01' } })]));
    expect(await screen.findByText('Your request for Botox Unit was sent.')).toBeInTheDocument();
  });
});
