// The Staff list (REFERENCE §5): name and email, roles, locations. The name is a button that opens
// the employee's details, so the list works from the keyboard. On a phone, roles and locations move
// under the email: three columns at 390 px would squeeze the badges into ellipses.
import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { StaffRecord } from '#web/features/employees/api/get-staff-list.ts';
import { RoleBadges } from '#web/features/employees/components/role-badges.tsx';
import { locationsText } from '#web/features/employees/employee-facts.ts';

interface StaffTableProps {
  staff: readonly StaffRecord[];
  onOpen: (employee: StaffRecord) => void;
  /** Shown in place of rows when the search matches nobody. */
  emptyText: string;
}

function StaffRow({ employee, onOpen }: { employee: StaffRecord; onOpen: (employee: StaffRecord) => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component="button" type="button" fw={600} ta="left" onClick={() => onOpen(employee)}>
          {employee.name}
        </Anchor>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {employee.email}
        </Text>
        <Stack gap={6} mt={6} hiddenFrom="sm">
          <RoleBadges roles={employee} size="sm" />
          <Text size="sm">{locationsText(employee)}</Text>
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <RoleBadges roles={employee} size="sm" />
      </Table.Td>
      <Table.Td visibleFrom="sm">{locationsText(employee)}</Table.Td>
    </Table.Tr>
  );
}

export function StaffTable({ staff, onOpen, emptyText }: StaffTableProps) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th visibleFrom="sm">Roles</Table.Th>
          <Table.Th visibleFrom="sm">Locations</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {staff.map((employee) => (
          <StaffRow key={employee.id} employee={employee} onOpen={onOpen} />
        ))}
        {staff.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={3}>
              <Text c="dimmed">{emptyText}</Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
