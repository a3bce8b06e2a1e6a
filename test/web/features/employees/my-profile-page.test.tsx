import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmployeeAdmin, EmployeeProfile } from '#functions/contract/employees.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { employeeProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

/** The profile's facts as the description list presents them: term → value. */
function details(): Record<string, string | null | undefined> {
  return Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

describe('/myprofile', () => {
  it("shows the signed-in staff member's own details from myprofile", async () => {
    const profile = employeeProfileFixture({
      name: 'Rosa Diaz',
      email: 'rosa@practice.test',
      is_inv_manager: true,
      is_mentor: true,
      vendor_name: 'Diaz Skin Studio',
      service_percentage: 55,
      retail_percentage: 10,
      wellness_percentage: 20,
      employee_locations: [
        { id: 'el2', location: { id: 'l2', name: 'Uptown' }, position: 2 },
        { id: 'el1', location: { id: 'l1', name: 'Downtown' }, position: 1 },
      ],
    });
    renderApp('/myprofile', { signedInAs: { staff: profile } });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rosa Diaz' })).toBeInTheDocument();
    expect(screen.getByText('rosa@practice.test')).toBeInTheDocument();
    const roles = within(screen.getByRole('list', { name: 'Roles' }))
      .getAllByRole('listitem')
      .map((role) => role.textContent);
    expect(roles).toEqual(['Inventory manager', 'Mentor']);
    expect(details()).toEqual({
      'Vendor name': 'Diaz Skin Studio',
      'Service percentage': '55%',
      'Retail percentage': '10%',
      'Wellness percentage': '20%',
      Locations: 'Downtown, Uptown',
    });
    expect(document.title).toBe('My Profile · Carebook');
  });

  it('calls a staff member without extra roles an Employee and says when no vendor name is set', async () => {
    renderApp('/myprofile', { signedInAs: { staff: employeeProfileFixture({ vendor_name: null }) } });

    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(within(screen.getByRole('list', { name: 'Roles' })).getByRole('listitem')).toHaveTextContent('Employee');
    expect(details()).toMatchObject({ 'Vendor name': 'Not set', Locations: 'None assigned' });
  });
});

describe('/myprofile settings and password', () => {
  it('changes the password, sending the current one', async () => {
    const profile = employeeProfileFixture();
    const bodies: unknown[] = [];
    server.use(
      apiHandler('auth.staff_password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(profile satisfies EmployeeProfile);
      }),
    );
    const { user } = renderApp('/myprofile', { signedInAs: { staff: profile } });
    const section = await screen.findByRole('region', { name: 'Change password' });

    await user.type(within(section).getByLabelText(/^Current password/), 'old secret');
    await user.type(within(section).getByLabelText(/^New password/), 'new secret 123');
    await user.type(within(section).getByLabelText(/^Confirm new password/), 'new secret 123');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
    expect(bodies).toEqual([{ current_password: 'old secret', password: 'new secret 123', password_confirmation: 'new secret 123' }]);
    expect(within(section).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows a wrong current password on its field', async () => {
    server.use(
      apiHandler('auth.staff_password', () =>
        apiErrorResponse(422, 'validation_failed', 'Please correct the highlighted fields.', { current_password: 'Current password is not correct' }),
      ),
    );
    const { user } = renderApp('/myprofile', { signedInAs: { staff: employeeProfileFixture() } });
    const section = await screen.findByRole('region', { name: 'Change password' });

    await user.type(within(section).getByLabelText(/^Current password/), 'wrong one');
    await user.type(within(section).getByLabelText(/^New password/), 'new secret 123');
    await user.type(within(section).getByLabelText(/^Confirm new password/), 'new secret 123');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));

    const current = within(section).getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('Current password is not correct'));
    expect(current).toHaveFocus();
  });

  it('saves my vendor name and Pay Faster with my version, and shows the new values', async () => {
    const profile = employeeProfileFixture({ vendor_name: null, instant_pay: false, version: 7 });
    const bodies: unknown[] = [];
    server.use(
      apiHandler('employees.update', async ({ request, params }) => {
        const body = await request.json();
        bodies.push({ id: params.id, body });
        const { must_change_password: _flag, ...record } = profile;
        return HttpResponse.json({ ...record, vendor_name: 'Glow Studio', instant_pay: true, version: 8 } satisfies EmployeeAdmin);
      }),
    );
    const { user } = renderApp('/myprofile', { signedInAs: { staff: profile } });
    const section = await screen.findByRole('region', { name: 'Settings' });

    await user.type(within(section).getByRole('textbox', { name: /^Vendor name/ }), 'Glow Studio');
    await user.click(within(section).getByRole('switch', { name: 'Pay Faster' }));
    await user.click(within(section).getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Your settings were saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: profile.id, body: { vendor_name: 'Glow Studio', instant_pay: true, version: 7 } }]);
    expect(details()).toMatchObject({ 'Vendor name': 'Glow Studio' });
  });
});
