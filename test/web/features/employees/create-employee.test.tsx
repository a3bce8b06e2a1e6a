import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmployeeAdmin } from '#functions/contract/employees.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { staffHandlers, type StaffApi } from '#test/support/msw/staff-handlers.ts';
import { employeeAdminFixture, lakeview, locations, morgan, morganRef, staffList } from '#test/web/fixtures/employees.ts';
import { adminProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

type User = ReturnType<typeof renderApp>['user'];

const jordan = employeeAdminFixture({ id: '01JB6SB0000000000000000009', name: 'Jordan Reyes', email: 'jordan@practice.test', version: 1 });

/** The create call: records each body and answers with `answer` (by default the created employee). */
function recordCreates(api: StaffApi, answer?: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    apiHandler('employees.create', async ({ request }) => {
      bodies.push(await request.json());
      if (answer) return answer();
      api.staff = [...(api.staff as EmployeeAdmin[]), jordan];
      return HttpResponse.json(jordan satisfies EmployeeAdmin, { status: 201 });
    }),
  );
  return bodies;
}

async function openCreate() {
  const api: StaffApi = { staff: staffList, locations, mentors: [morganRef] };
  const { handlers, calls } = staffHandlers(api);
  server.use(...handlers);
  const app = renderApp('/employees', { signedInAs: { staff: adminProfile } });
  await app.user.click(await screen.findByRole('button', { name: 'Create an employee' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create an employee' });
  return { ...app, api, calls, dialog };
}

/** Pasting, not typing: the same events for the form, far fewer renders for a long form in jsdom. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillIn(user: User, dialog: HTMLElement) {
  const inDialog = within(dialog);
  await fill(user, inDialog.getByRole('textbox', { name: 'Name' }), 'Jordan Reyes');
  await fill(user, inDialog.getByRole('textbox', { name: 'Email' }), ' Jordan@Practice.test ');
  await fill(user, inDialog.getByRole('textbox', { name: /^Vendor name/ }), 'Reyes Beauty');
  await fill(user, inDialog.getByRole('textbox', { name: 'Service %' }), '55');
  await user.click(inDialog.getByRole('switch', { name: 'Mentor' }));
  await user.click(inDialog.getByRole('switch', { name: 'GFE' }));
  // Pickers by keyboard: jsdom has no layout, so Mantine keeps their dropdowns out of sight.
  await user.type(inDialog.getByRole('combobox', { name: /^Locations/ }), 'Lake{ArrowDown}{Enter}');
  await user.click(inDialog.getByRole('button', { name: 'Add mentor' }));
  const mentors = inDialog.getByRole('group', { name: 'Mentors' });
  await user.type(within(mentors).getByRole('combobox', { name: 'Mentor' }), 'Morg{ArrowDown}{Enter}');
  await fill(user, within(mentors).getByRole('textbox', { name: 'Mentor %' }), '10');
}

// The form is long, and typing through it in jsdom takes several seconds.
describe('creating an employee', () => {
  it('sends the form as the contract reads it, announces the invitation and refreshes the list', async () => {
    const { user, api, calls, dialog } = await openCreate();
    const bodies = recordCreates(api);

    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create and send invitation' }));

    expect(await screen.findByText('Invitation sent to jordan@practice.test')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Jordan Reyes',
        email: 'jordan@practice.test',
        vendor_name: 'Reyes Beauty',
        service_percentage: 55,
        gfe: true,
        is_admin: false,
        is_inv_manager: false,
        is_mentor: true,
        has_access_only_to: ['all'],
        require_deposit: false,
        instant_pay: false,
        location_ids: [lakeview.id],
        mentors: [{ mentor_id: morgan.id, mentor_percentage: 10 }],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create an employee' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Jordan Reyes' })).toBeInTheDocument();
    expect(calls.list).toBe(2);
  });

  it('checks the form in the browser with the same schema before calling the API', async () => {
    const { user, api, dialog } = await openCreate();
    const bodies = recordCreates(api);

    await user.click(within(dialog).getByRole('button', { name: 'Create and send invitation' }));

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription("Name can't be blank");
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription("Email can't be blank");
    expect(bodies).toEqual([]);
  });

  it("puts the API's field errors on the fields they name", async () => {
    const { user, api, dialog } = await openCreate();
    recordCreates(api, () =>
      apiErrorResponse(422, 'validation_failed', 'Please correct the highlighted fields.', {
        email: 'Email already taken',
        service_percentage: 'Overall assigned percentage exceeded. (service_percentage + mentors percentage = 105)',
        'mentors.0.mentor_id': 'Morgan Lee is not a mentor',
      }),
    );

    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create and send invitation' }));

    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email already taken'));
    expect(within(dialog).getByRole('textbox', { name: 'Service %' })).toHaveAccessibleDescription(
      'Overall assigned percentage exceeded. (service_percentage + mentors percentage = 105)',
    );
    const mentors = within(dialog).getByRole('group', { name: 'Mentors' });
    expect(within(mentors).getByRole('combobox', { name: 'Mentor' })).toHaveAccessibleDescription('Morgan Lee is not a mentor');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(email).toHaveFocus();
  });
});
