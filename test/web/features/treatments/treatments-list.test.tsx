import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Treatment } from '#functions/contract/catalog.ts';
import { recordingHandler } from '#test/support/msw/api-handlers.ts';
import { catalogHandlers, type CatalogApi } from '#test/support/msw/catalog-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { baseTreatment, ownTreatment, products } from '#test/web/fixtures/catalog.ts';
import { avery, dana } from '#test/web/fixtures/employees.ts';
import { employeeProfileFixture } from '#test/web/fixtures/profiles.ts';
import { formsHandlers, type FormsApi } from '#test/support/msw/forms-handlers.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { intakeFormFixture } from '#test/web/features/intake-forms/forms-fixtures.ts';

const averyProfile = employeeProfileFixture({ id: avery.id, name: avery.name, email: avery.email, is_admin: true });
const danaProfile = employeeProfileFixture({ id: dana.id, name: dana.name });
const base = baseTreatment({ id: avery.id, name: avery.name });
const jawline = ownTreatment({ id: dana.id, name: dana.name });

function openTreatments(path: string, profile = danaProfile, api: Partial<CatalogApi> = {}, forms: FormsApi = {}) {
  const full: CatalogApi = { products, baseTreatments: [base], treatmentsOf: { [dana.id]: [jawline], [avery.id]: [base] }, ...api };
  const { handlers, calls } = catalogHandlers(full);
  // The table names the linked intake forms; the edit dialog lists them.
  server.use(...handlers, ...formsHandlers(forms).handlers);
  return { ...renderApp(path, { signedInAs: { staff: profile } }), api: full, calls };
}

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'table p' })).closest('tr') as HTMLElement;

describe('the treatments tabs', () => {
  it("shows an employee the base treatments with the reference's columns and no actions on admins' ones", async () => {
    openTreatments('/treatments');

    const row = within(await rowOf('Forehead Lines – 20 units'));
    expect(screen.getByRole('tab', { name: 'Base treatments', selected: true })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    // No Actions column: an employee may change none of the admins' treatments.
    expect(headers).toEqual(['Treatment Name', 'Product Name', 'Duration (in mins)', 'Cost', 'Quantity', 'Description', 'Intake Forms']);
    expect(row.getAllByRole('cell').slice(1, 7).map((cell) => cell.textContent)).toEqual(['Botox Unit', '30', '$300.00', '20', 'Smooths horizontal forehead lines.', '—']);
    expect(row.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the intake forms linked to a treatment, counting the ones the viewer cannot see', async () => {
    const consent = intakeFormFixture({ name: 'Neurotoxin Consent' });
    const linked = { ...base, intake_form_ids: [consent.id, '01JB6SF00000000000000HIDDEN'] };
    openTreatments('/treatments', danaProfile, { baseTreatments: [linked], treatmentsOf: { [dana.id]: [jawline], [avery.id]: [linked] } }, { intakeForms: [consent] });

    const row = within(await rowOf('Forehead Lines – 20 units'));
    expect(await row.findByText('Neurotoxin Consent, 1 other form')).toBeInTheDocument();
  });

  it('shows their own treatments on my-treatments, with Edit and Delete, and keeps the tab in the address', async () => {
    const { user, router } = openTreatments('/treatments');
    await rowOf('Forehead Lines – 20 units');

    await user.click(screen.getByRole('tab', { name: 'My treatments' }));

    expect(router.state.location.search).toBe('?tab=my-treatments');
    const row = within(await rowOf('Jawline Contour'));
    expect(row.getByText('$1,200.00')).toBeInTheDocument();
    expect(row.getByText('1.5')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Edit Jawline Contour' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Delete Jawline Contour' })).toBeInTheDocument();
  });

  it('gives admins Edit and Delete on base treatments', async () => {
    openTreatments('/treatments', averyProfile);

    expect(within(await rowOf('Forehead Lines – 20 units')).getByRole('button', { name: 'Edit Forehead Lines – 20 units' })).toBeInTheDocument();
  });

  it('says what to do when a tab is empty', async () => {
    openTreatments('/treatments?tab=my-treatments', danaProfile, { baseTreatments: [], treatmentsOf: {} });

    expect(await screen.findByText('You have no treatments yet. Create one to offer it to clients.')).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'My treatments', selected: true });
  });

  it('asks Yes/No before deleting, then archives it and refreshes the list', async () => {
    const { user, api } = openTreatments('/treatments?tab=my-treatments');
    const deletes = recordingHandler('catalog.treatment_delete', () => {
      api.treatmentsOf = { [dana.id]: [] };
      return new HttpResponse(null, { status: 204 });
    });
    server.use(deletes.handler);

    await user.click(within(await rowOf('Jawline Contour')).getByRole('button', { name: 'Delete Jawline Contour' }));
    const question = within(await screen.findByRole('dialog', { name: 'Delete Jawline Contour?' }));
    expect(question.getByText('Clients can no longer book it. Past appointments keep their price.')).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Jawline Contour was deleted.')).toBeInTheDocument();
    expect(deletes.calls).toEqual([{ params: { id: jawline.id }, body: undefined }]);
    expect(await screen.findByText('You have no treatments yet. Create one to offer it to clients.')).toBeInTheDocument();
  });

  it('lets any staff member open it', async () => {
    const { router } = openTreatments('/treatments', danaProfile, { baseTreatments: [] satisfies Treatment[] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Treatments' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/treatments'));
  });
});
