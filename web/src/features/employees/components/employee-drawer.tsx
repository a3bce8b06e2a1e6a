// The details of the employee chosen in the Staff list, in a drawer beside it (full width on a phone).
// Admins edit the record and manage the account; inventory managers read it (REFERENCE §1, §5).
import { Divider, Drawer, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isAdminRecord, type StaffRecord } from '#web/features/employees/api/get-staff-list.ts';
import { AccountActions } from '#web/features/employees/components/account-actions.tsx';
import { EditEmployeeForm } from '#web/features/employees/components/edit-employee-form.tsx';
import { EmployeeDetails } from '#web/features/employees/components/employee-details.tsx';
import { RoleBadges } from '#web/features/employees/components/role-badges.tsx';
import { StripeStatus } from '#web/features/employees/components/stripe-status.tsx';

interface EmployeeDrawerProps {
  employee: StaffRecord | undefined;
  /** Whether the viewer may edit: an admin (the API decides again on every write). */
  canEdit: boolean;
  onClose: () => void;
}

export function EmployeeDrawer({ employee, canEdit, onClose }: EmployeeDrawerProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const editable = employee && canEdit && isAdminRecord(employee) ? employee : undefined;

  return (
    <Drawer
      opened={employee !== undefined}
      onClose={onClose}
      position="right"
      // The edit form wants room for its columns; the read-only list does not.
      size={phone ? '100%' : editable ? 'xl' : 'md'}
      title={employee?.name ?? ''}
      closeButtonProps={{ 'aria-label': 'Close details' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {employee && (
        <Stack gap="lg">
          <Stack gap="xs">
            <Text c="dimmed">{employee.email}</Text>
            <RoleBadges roles={employee} size="md" />
          </Stack>
          {editable ? (
            <>
              <EditEmployeeForm key={editable.id} employee={editable} />
              <Divider />
              <Title order={3} size="h4">
                Stripe status and bank details
              </Title>
              <StripeStatus employee={editable} />
              <Divider />
              <Title order={3} size="h4">
                Account
              </Title>
              <AccountActions employee={editable} onRemoved={onClose} />
            </>
          ) : (
            <EmployeeDetails employee={employee} />
          )}
        </Stack>
      )}
    </Drawer>
  );
}
