// The Staff list (REFERENCE §5): name and email, roles, locations, and for admins the Stripe status. The name is a button that opens
// the employee's details, so the list works from the keyboard. On a phone, roles and locations move
// under the email: three columns at 390 px would squeeze the badges into ellipses.
import { Anchor, Stack, Text } from '@mantine/core';
import { type Column, DataTable } from '#web/components/data-table.tsx';
import { isAdminRecord, type StaffRecord } from '#web/features/employees/api/get-staff-list.ts';
import { RoleBadges } from '#web/features/employees/components/role-badges.tsx';
import { StripeBadge } from '#web/features/employees/components/stripe-status.tsx';
import { locationsText } from '#web/features/employees/employee-facts.ts';

interface StaffTableProps {
  staff: readonly StaffRecord[];
  onOpen: (employee: StaffRecord) => void;
  /** Shown in place of rows when the search matches nobody. */
  emptyText: string;
}

function staffColumns(onOpen: (employee: StaffRecord) => void, staffHasStripe: boolean): Column<StaffRecord>[] {
  return [
    {
      header: 'Name',
      cell: (employee) => (
        <>
          <Anchor component="button" type="button" fw={600} ta="left" onClick={() => onOpen(employee)}>
            {employee.name}
          </Anchor>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {employee.email}
          </Text>
        </>
      ),
    },
    { header: 'Roles', from: 'sm', cell: (employee) => <RoleBadges roles={employee} size="sm" /> },
    { header: 'Locations', from: 'sm', cell: locationsText },
    // Admins only: inventory managers' records carry no Stripe fields (REFERENCE §4.0).
    ...(staffHasStripe ? [{ header: 'Stripe', from: 'sm' as const, cell: (employee: StaffRecord) => isAdminRecord(employee) && <StripeBadge employee={employee} /> }] : []),
  ];
}

const summary = {
  below: 'sm',
  cell: (employee: StaffRecord) => (
    <Stack gap={6} mt={6}>
      <RoleBadges roles={employee} size="sm" />
      <Text size="sm">{locationsText(employee)}</Text>
      {isAdminRecord(employee) && <StripeBadge employee={employee} />}
    </Stack>
  ),
} as const;

export function StaffTable({ staff, onOpen, emptyText }: StaffTableProps) {
  return (
    <DataTable
      label="Staff"
      layout="collapse"
      rows={staff}
      columns={staffColumns(onOpen, staff.some(isAdminRecord))}
      rowKey={(employee) => employee.id}
      summary={summary}
      empty={emptyText}
    />
  );
}
