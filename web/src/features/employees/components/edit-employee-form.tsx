// The admin's edit form for one employee (REFERENCE §5 Staff details): the same fields as creation,
// plus mentors (the set is replaced on save), sent with the `version` the form started from. A 409
// `conflict` means someone else saved first: the form says so and offers to reload the record.
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { updateEmployeeBody, type EmployeeAdmin } from '#functions/contract/employees.ts';
import { useAvailableMentors } from '#web/features/employees/api/get-available-mentors.ts';
import { isAdminRecord, useStaffList } from '#web/features/employees/api/get-staff-list.ts';
import { useUpdateEmployee } from '#web/features/employees/api/update-employee.ts';
import { ConflictAlert } from '#web/components/conflict-alert.tsx';
import { EmployeeFields } from '#web/features/employees/components/employee-fields.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { MentorRows } from '#web/features/employees/components/mentor-rows.tsx';
import { draftOf, updateInput, type EmployeeDraft } from '#web/features/employees/employee-draft.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

/** The assigned mentors first, then those the API says may still be added. */
function mentorChoices(employee: EmployeeAdmin, available: readonly { id: string; name: string }[]) {
  const assigned = employee.employee_mentors.map((entry) => entry.mentor);
  return [...assigned, ...available.filter((mentor) => !assigned.some((own) => own.id === mentor.id))];
}

export function EditEmployeeForm({ employee }: { employee: EmployeeAdmin }) {
  const update = useUpdateEmployee(employee.id);
  const staff = useStaffList('admin');
  // The version this form's values came from: sent with the save, renewed by a save or a reload.
  const [version, setVersion] = useState(employee.version);
  const form = useZodForm(updateEmployeeBody, draftOf(employee), (draft: EmployeeDraft) => updateInput(draft, version));
  const startFrom = (record: EmployeeAdmin) => {
    setVersion(record.version);
    form.reset(draftOf(record));
  };
  const saved = (record: EmployeeAdmin) => {
    startFrom(record);
    notifySuccess('Changes saved.');
  };
  const reload = async () => {
    const fresh = (await staff.refetch()).data?.find((record) => record.id === employee.id);
    if (fresh && isAdminRecord(fresh)) startFrom(fresh);
    update.reset();
  };
  const locations = useLocations();
  const available = useAvailableMentors(employee.id);
  const conflict = update.error instanceof ApiError && update.error.code === 'conflict' ? update.error : undefined;

  return (
    <form onSubmit={submitHandler(form, update, { onSuccess: saved })} noValidate>
      <Stack gap="lg">
        <EmployeeFields form={form} locations={locations.data ?? []} blankPercentMeansDefault={false} />
        <MentorRows form={form} mentors={mentorChoices(employee, available.data ?? [])} />
        {/* Next to Save, where the admin is looking: a long form's top is out of view by then. */}
        {conflict ? (
          <ConflictAlert message={conflict.message} onReload={() => void reload()} />
        ) : (
          <FormProblems error={update.error} title="Could not save the changes" otherErrors={form.otherErrors} />
        )}
        <FormActions label="Save changes" pending={update.isPending} />
      </Stack>
    </form>
  );
}
