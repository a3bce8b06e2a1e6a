import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
