import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MessageResponse } from '#functions/contract/common.ts';
import type { EmployeeAdmin } from '#functions/contract/employees.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { staffHandlers, type StaffApi } from '#test/support/msw/staff-handlers.ts';
import { dana, locations, morganRef, staffList } from '#test/web/fixtures/employees.ts';
import { adminProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

const conflictMessage = 'This record was changed by someone else. Reload and try again.';

/** The admin opens Dana's details from the Staff list. */
async function openDana() {
  const api: StaffApi = { staff: staffList, locations, availableMentors: [morganRef] };
  const { handlers, calls } = staffHandlers(api);
  server.use(...handlers);
  const app = renderApp('/employees', { signedInAs: { staff: adminProfile } });
  await app.user.click(await screen.findByRole('button', { name: 'Dana Whitfield' }));
  const drawer = await screen.findByRole('dialog', { name: 'Dana Whitfield' });
  return { ...app, api, calls, drawer };
}

function recordPatches(answer: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  server.use(
    apiHandler('employees.update', async ({ request, params }) => {
      const body = await request.json();
      bodies.push({ id: params.id, body });
      return answer(body);
    }),
  );
  return bodies;
}

describe("an employee's details, for an admin", () => {
  it('saves edits with the version the form started from and refreshes the list', async () => {
    const { user, drawer, api, calls } = await openDana();
    const bodies = recordPatches(() => {
      const saved: EmployeeAdmin = { ...dana, vendor_name: 'Dana Skin Co', version: dana.version + 1 };
      api.staff = [saved];
      return HttpResponse.json(saved);
    });
    const vendor = within(drawer).getByRole('textbox', { name: /^Vendor name/ });

    await user.clear(vendor);
    await user.type(vendor, 'Dana Skin Co');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: dana.id, body: expect.objectContaining({ vendor_name: 'Dana Skin Co', version: dana.version }) }]);
    await waitFor(() => expect(calls.list).toBe(2));
  });

  it('shows and saves the "Require a deposit" flag (issue 22 fix 3)', async () => {
    const { user, drawer, api } = await openDana();
    const bodies = recordPatches(() => {
      const saved: EmployeeAdmin = { ...dana, require_deposit: !dana.require_deposit, version: dana.version + 1 };
      api.staff = [saved];
      return HttpResponse.json(saved);
    });
    const deposit = within(drawer).getByRole('switch', { name: 'Require a deposit' });
    expect(deposit).toHaveAccessibleDescription(/pay the practice's deposit/);
    expect((deposit as HTMLInputElement).checked).toBe(dana.require_deposit);

    await user.click(deposit);
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: dana.id, body: expect.objectContaining({ require_deposit: !dana.require_deposit, version: dana.version }) }]);
  });

  it('says the record changed elsewhere on a stale version, and reloads it on request', async () => {
    const { user, drawer, api, calls } = await openDana();
    recordPatches(() => apiErrorResponse(409, 'conflict', conflictMessage));
    const vendor = within(drawer).getByRole('textbox', { name: /^Vendor name/ });

    await user.type(vendor, ' Studio');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent(conflictMessage);
    api.staff = [{ ...dana, vendor_name: 'Changed Elsewhere LLC', version: dana.version + 1 }];
    await user.click(within(drawer).getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(vendor).toHaveValue('Changed Elsewhere LLC'));
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.list).toBe(2);
  });

  it('asks Yes/No before removing, and only Yes calls DELETE', async () => {
    const { user, drawer, api } = await openDana();
    const removed: string[] = [];
    server.use(
      apiHandler('employees.remove', ({ params }) => {
        removed.push(String(params.id));
        api.staff = staffList.filter((employee) => employee.id !== dana.id);
        return HttpResponse.json({ message: 'Employee removed.' } satisfies MessageResponse);
      }),
    );

    await user.click(within(drawer).getByRole('button', { name: 'Remove this Employee' }));
    const question = within(drawer).getByRole('group', { name: 'Remove Dana Whitfield?' });
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(removed).toEqual([]);

    await user.click(within(drawer).getByRole('button', { name: 'Remove this Employee' }));
    await user.click(within(drawer).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Employee removed.')).toBeInTheDocument();
    expect(removed).toEqual([dana.id]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dana Whitfield' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dana Whitfield' })).not.toBeInTheDocument());
  });

  it("shows the server's reason when removal is refused", async () => {
    const { user, drawer } = await openDana();
    server.use(apiHandler('employees.remove', () => apiErrorResponse(409, 'invalid_state', 'Reassign or cancel future appointments first')));

    await user.click(within(drawer).getByRole('button', { name: 'Remove this Employee' }));
    await user.click(within(drawer).getByRole('button', { name: 'Yes' }));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Reassign or cancel future appointments first');
    expect(screen.getByRole('dialog', { name: 'Dana Whitfield' })).toBeInTheDocument();
  });

  it('sends a password reset link and says so', async () => {
    const { user, drawer } = await openDana();
    const sent: string[] = [];
    server.use(
      apiHandler('employees.send_reset_link', ({ params }) => {
        sent.push(String(params.id));
        return HttpResponse.json({ message: 'Reset link sent.' } satisfies MessageResponse, { status: 202 });
      }),
    );

    await user.click(within(drawer).getByRole('button', { name: 'Send password Reset Link' }));

    expect(await screen.findByText('Reset link sent.')).toBeInTheDocument();
    expect(sent).toEqual([dana.id]);
  });
});
