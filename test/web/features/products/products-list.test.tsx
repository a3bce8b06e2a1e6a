import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '#functions/contract/catalog.ts';
import { apiErrorResponse, recordingHandler } from '#test/support/msw/api-handlers.ts';
import { catalogHandlers, type CatalogApi } from '#test/support/msw/catalog-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { fill } from '#test/web/form-helpers.ts';
import { restoreWindowWidth, setWindowWidth } from '#test/web/media-helpers.ts';
import { botox, kybella, products, serum } from '#test/web/fixtures/catalog.ts';
import { adminProfile, employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp, type RenderAppOptions } from '#test/web/render-app.tsx';

const conflictMessage = 'This record was changed by someone else. Reload and try again.';

function openProducts(signedInAs: RenderAppOptions['signedInAs'], api: CatalogApi = { products }) {
  const { handlers, calls } = catalogHandlers(api);
  server.use(...handlers);
  return { ...renderApp('/products', { signedInAs }), api, calls };
}

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'table p' })).closest('tr') as HTMLElement;

describe('the product list', () => {
  afterEach(() => {
    restoreWindowWidth();
  });

  it('shows staff every product with prices in dollars, and no admin controls', async () => {
    openProducts({ staff: employeeProfile });

    const row = within(await rowOf('Vitamin C Serum'));
    expect(row.getByText('Retail Skin Care')).toBeInTheDocument();
    expect(row.getByText('Mentorship')).toBeInTheDocument();
    expect(row.getByText('$25.00')).toBeInTheDocument();
    expect(row.getByText('$1,234.56')).toBeInTheDocument();
    expect(within(await rowOf('Botox Unit')).getByText('$6.44')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('searches by name or type', async () => {
    const { user } = openProducts({ staff: employeeProfile });
    await rowOf('Botox Unit');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'fat diss');

    expect(screen.getByText('Showing 1 of 3 products')).toBeInTheDocument();
    expect(screen.getByText('Kybella Vial')).toBeInTheDocument();
    expect(screen.queryByText('Botox Unit')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zzz');
    expect(screen.getByText('No product matches your search.')).toBeInTheDocument();
  });

  it('says so when there are no products yet', async () => {
    openProducts({ staff: adminProfile }, { products: [] });

    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute('href', '/addproduct');
  });
});

describe('editing and deleting products (admin)', () => {
  it('saves an edit in cents with the version it started from, and refreshes the list', async () => {
    const { user, api, calls } = openProducts({ staff: adminProfile });
    const updates = recordingHandler('catalog.product_update', (call) => {
      const saved: Product = { ...kybella, ...(call.body as Partial<Product>), version: kybella.version + 1 };
      api.products = [botox, saved, serum];
      return HttpResponse.json(saved);
    });
    server.use(updates.handler);
    await user.click(within(await rowOf('Kybella Vial')).getByRole('button', { name: 'Edit Kybella Vial' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit product' }));
    expect(dialog.getByRole('textbox', { name: /^Retail price/ })).toHaveValue('650.00');

    await fill(user, dialog.getByRole('textbox', { name: /^Retail price/ }), '1,299.99');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Kybella Vial was saved.')).toBeInTheDocument();
    expect(updates.calls).toEqual([
      {
        params: { id: kybella.id },
        body: { name: 'Kybella Vial', product_type: 'Fat Dissolvers', cost_price_cents: 30000, retail_price_cents: 129999, purchased_type: 'provider_purchased', version: 2 },
      },
    ]);
    expect(await within(await rowOf('Kybella Vial')).findByText('$1,299.99')).toBeInTheDocument();
    expect(calls.products).toBeGreaterThanOrEqual(2);
  });

  it('edits a product in a full-screen dialog on a phone, with Cancel and Save changes', async () => {
    setWindowWidth(390);
    const { user } = openProducts({ staff: adminProfile });
    await user.click(within(await rowOf('Kybella Vial')).getByRole('button', { name: 'Edit Kybella Vial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });

    expect(dialog).toHaveAttribute('data-full-screen', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toHaveAttribute('type', 'submit');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says another admin saved first, and Reload starts again from their values', async () => {
    const { user, api } = openProducts({ staff: adminProfile });
    server.use(recordingHandler('catalog.product_update', () => apiErrorResponse(409, 'conflict', conflictMessage)).handler);
    await user.click(within(await rowOf('Botox Unit')).getByRole('button', { name: 'Edit Botox Unit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit product' }));

    await fill(user, dialog.getByRole('textbox', { name: /^Cost price/ }), '7');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(conflictMessage);

    api.products = [{ ...botox, cost_price_cents: 700, version: 3 }, kybella, serum];
    await user.click(dialog.getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Cost price/ })).toHaveValue('7.00'));
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks Yes/No before deleting; No sends nothing, Yes sends DELETE', async () => {
    const { user, api } = openProducts({ staff: adminProfile });
    const deletes = recordingHandler('catalog.product_delete', () => {
      api.products = [kybella, serum];
      return new HttpResponse(null, { status: 204 });
    });
    server.use(deletes.handler);

    await user.click(within(await rowOf('Botox Unit')).getByRole('button', { name: 'Delete Botox Unit' }));
    const question = await screen.findByRole('dialog', { name: 'Delete Botox Unit?' });
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes.calls).toEqual([]);

    await user.click(within(await rowOf('Botox Unit')).getByRole('button', { name: 'Delete Botox Unit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Botox Unit?' })).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Botox Unit was deleted.')).toBeInTheDocument();
    expect(deletes.calls).toEqual([{ params: { id: botox.id }, body: undefined }]);
    await waitFor(() => expect(screen.queryByText('Botox Unit', { selector: 'table p' })).not.toBeInTheDocument());
  });

  it('shows why a product that is still in use cannot be deleted', async () => {
    const { user } = openProducts({ staff: adminProfile });
    server.use(
      recordingHandler('catalog.product_delete', () =>
        apiErrorResponse(409, 'invalid_state', 'Product still has stock or open prompts/requests', {
          stock: '2 holders still have stock of it',
          treatments: '1 treatment uses it',
        }),
      ).handler,
    );

    await user.click(within(await rowOf('Botox Unit')).getByRole('button', { name: 'Delete Botox Unit' }));
    const question = within(await screen.findByRole('dialog', { name: 'Delete Botox Unit?' }));
    await user.click(question.getByRole('button', { name: 'Yes' }));

    const refusal = await question.findByRole('alert');
    expect(refusal).toHaveTextContent('Product still has stock or open prompts/requests');
    expect(refusal).toHaveTextContent('2 holders still have stock of it');
    expect(refusal).toHaveTextContent('1 treatment uses it');
  });
});
