// "Create an employee" (admin, REFERENCE §3.2 and §5): the employee's fields, locations and mentors,
// validated with the contract's create schema. There is no password: the API emails an invitation,
// which the success toast names. The list refreshes through the mutation's invalidation.
import { Stack } from '@mantine/core';
import { AppModal } from '#web/components/app-modal.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { createEmployeeBody } from '#functions/contract/employees.ts';
import { useCreateEmployee } from '#web/features/employees/api/create-employee.ts';
import { useMentors } from '#web/features/employees/api/get-mentors.ts';
import { EmployeeFields } from '#web/features/employees/components/employee-fields.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { MentorRows } from '#web/features/employees/components/mentor-rows.tsx';
import { createInput, emptyDraft } from '#web/features/employees/employee-draft.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

function CreateEmployeeForm({ onDone }: { onDone: () => void }) {
  const create = useCreateEmployee();
  const form = useZodForm(createEmployeeBody, emptyDraft, createInput);
  const locations = useLocations();
  const mentors = useMentors();
  const created = (employee: { email: string }) => {
    notifySuccess(`Invitation sent to ${employee.email}`, 'Employee created');
    onDone();
  };

  return (
    <form onSubmit={submitHandler(form, create, { onSuccess: created })} noValidate>
      <Stack gap="lg">
        <EmployeeFields form={form} locations={locations.data ?? []} blankPercentMeansDefault />
        <MentorRows form={form} mentors={mentors.data ?? []} />
        {/* Next to the buttons, where the admin is looking: the form's top is out of view by then. */}
        <FormProblems error={create.error} title="Could not create the employee" otherErrors={form.otherErrors} />
        <FormActions label="Create and send invitation" pending={create.isPending} pendingLabel="Creating…" onCancel={onDone} />
      </Stack>
    </form>
  );
}

interface CreateEmployeeModalProps {
  opened: boolean;
  onClose: () => void;
}

export function CreateEmployeeModal({ opened, onClose }: CreateEmployeeModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Create an employee" size="lg">
      {/* Mounted only while open, so every opening starts from an empty form. */}
      {opened && <CreateEmployeeForm onDone={onClose} />}
    </AppModal>
  );
}
