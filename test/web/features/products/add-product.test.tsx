import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CreateProductBody, Product } from '#functions/contract/catalog.ts';
import { apiErrorResponse, recordingHandler, type RecordedCall } from '#test/support/msw/api-handlers.ts';
import { catalogHandlers } from '#test/support/msw/catalog-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { fill, pick } from '#test/web/form-helpers.ts';
import { products } from '#test/web/fixtures/catalog.ts';
import { adminProfile, employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

const created = (call: RecordedCall): Product => ({ id: '01JB6SD0000000000000000008', ...(call.body as CreateProductBody), version: 1 });

async function openAddProduct(answer: (call: RecordedCall) => Response = (call) => HttpResponse.json(created(call), { status: 201 })) {
  const api = { products: [...products] };
  server.use(...catalogHandlers(api).handlers);
  const creates = recordingHandler('catalog.product_create', (call) => {
    const response = answer(call);
    if (response.status === 201) api.products = [...api.products, created(call)];
    return response;
  });
  server.use(creates.handler);
  const app = renderApp('/addproduct', { signedInAs: { staff: adminProfile } });
  const form = within(await screen.findByRole('form', { name: 'Add product' }));
  return { ...app, form, creates };
}

describe('adding a product', () => {
  it('sends prices in exact cents with the chosen Purchased Type, then shows the list', async () => {
    const { user, form, creates, router } = await openAddProduct();
    expect(form.getByRole('radio', { name: 'Practice' })).toBeChecked();

    await fill(user, form.getByRole('textbox', { name: 'Name' }), 'Sculptra Vial');
    await pick(user, form.getByRole('combobox', { name: /^Product type/ }), 'PLLA Based Filler');
    await fill(user, form.getByRole('textbox', { name: /^Cost price/ }), '0.1');
    await fill(user, form.getByRole('textbox', { name: /^Retail price/ }), '$1,234.5');
    await user.click(form.getByRole('radio', { name: 'Provider' }));
    await user.click(form.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Sculptra Vial was added.')).toBeInTheDocument();
    expect(creates.calls.map((call) => call.body)).toEqual([
      { name: 'Sculptra Vial', product_type: 'PLLA Based Filler', cost_price_cents: 10, retail_price_cents: 123450, purchased_type: 'provider_purchased' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(await screen.findByText('Sculptra Vial', { selector: 'table p' })).toBeInTheDocument();
  });

  it('checks the form in the browser before calling the API', async () => {
    const { user, form, creates } = await openAddProduct();

    await fill(user, form.getByRole('textbox', { name: /^Cost price/ }), 'twelve');
    await user.click(form.getByRole('button', { name: 'Add product' }));

    const name = form.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription(/^Name can't be blank/);
    expect(name).toHaveFocus();
    expect(form.getByRole('textbox', { name: /^Cost price/ })).toHaveAccessibleDescription(/Enter an amount in dollars, like 12.50/);
    expect(form.getByRole('textbox', { name: /^Retail price/ })).toHaveAccessibleDescription(/Retail price can't be blank/);
    expect(creates.calls).toEqual([]);
  });

  it('shows a taken name on the Name field', async () => {
    const { user, form } = await openAddProduct(() =>
      apiErrorResponse(422, 'validation_failed', 'Please correct the highlighted fields.', { name: 'Product name already exists' }),
    );

    await fill(user, form.getByRole('textbox', { name: 'Name' }), 'Botox Unit');
    await fill(user, form.getByRole('combobox', { name: /^Product type/ }), 'Neurotoxins');
    await fill(user, form.getByRole('textbox', { name: /^Cost price/ }), '6.44');
    await fill(user, form.getByRole('textbox', { name: /^Retail price/ }), '12');
    await user.click(form.getByRole('button', { name: 'Add product' }));

    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/^Product name already exists/));
    expect(form.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  });

  it('sends a non-admin opening /addproduct to /myprofile', async () => {
    const { router } = renderApp('/addproduct', { signedInAs: { staff: employeeProfile } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/myprofile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
  });
});
