// The treatment dialog's Intake Forms: the forms not linked yet are offered (GET ?treatment_id), and
// linking one saves that form with the treatment added to its treatment_ids and the version read.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogHandlers } from '#test/support/msw/catalog-handlers.ts';
import { formsHandlers } from '#test/support/msw/forms-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { ownTreatment, products } from '#test/web/fixtures/catalog.ts';
import { dana } from '#test/web/fixtures/employees.ts';
import { employeeProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { intakeFormFixture } from '#test/web/features/intake-forms/forms-fixtures.ts';

describe("the treatment dialog's intake forms", { timeout: 60_000 }, () => {
  it('links a form that is not linked yet', async () => {
    const jawline = ownTreatment({ id: dana.id, name: dana.name });
    const form = intakeFormFixture({ treatments: [], version: 3 });
    const forms = formsHandlers({ intakeForms: [form], answers: { 'forms.intake_form_update': form } });
    server.use(...catalogHandlers({ products, treatmentsOf: { [dana.id]: [jawline] } }).handlers, ...forms.handlers);
    const { user } = renderApp('/treatments?tab=my-treatments', { signedInAs: { staff: employeeProfileFixture({ id: dana.id, name: dana.name }) } });

    await user.click(await screen.findByRole('button', { name: `Edit ${jawline.name}` }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No intake forms linked.')).toBeInTheDocument();
    await user.selectOptions(await within(dialog).findByLabelText('Link an intake form'), form.id);
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(forms.calls['forms.intake_form_update']).toHaveLength(1));
    expect(forms.calls['forms.intake_form_update'][0]).toEqual({ params: { id: form.id }, body: { intake_form: { treatment_ids: [jawline.id], version: 3 } } });
  });
});
