// `/employees` "Staff" (REFERENCE §5; admins and inventory managers, the route's guard). A searchable
// list; choosing someone opens their details. Admins also create employees (an invitation is
// emailed) and edit them; inventory managers only read, and the API leaves out pay fields for them.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Page } from '#web/components/page.tsx';
import { SearchField } from '#web/components/search-field.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useStaffProfile } from '#web/lib/session/session-context.ts';
import { useStaffList, type StaffRecord, type StaffView } from '#web/features/employees/api/get-staff-list.ts';
import { CreateEmployeeModal } from '#web/features/employees/components/create-employee-modal.tsx';
import { EmployeeDrawer } from '#web/features/employees/components/employee-drawer.tsx';
import { StaffTable } from '#web/features/employees/components/staff-table.tsx';

function matches(employee: StaffRecord, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || employee.name.toLowerCase().includes(needle) || employee.email.toLowerCase().includes(needle);
}

interface StaffListProps {
  view: StaffView;
  search: string;
  onOpen: (employee: StaffRecord) => void;
}

/** The list in its three states: loading, failed (with the API's message), loaded. */
function StaffList({ view, search, onOpen }: StaffListProps) {
  const staff = useStaffList(view);
  if (staff.isPending) return <ScreenLoader />;
  if (staff.isError) {
    return (
      <Alert color="red" title="Could not load the staff list" role="alert">
        {staff.error.message}{' '}
        <Button size="xs" variant="white" color="dark" onClick={() => void staff.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const all = staff.data;
  const shown = all.filter((employee) => matches(employee, search));
  return (
    <>
      {/* Polite: the count is read out after the user pauses typing, not on every key. */}
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length === all.length ? `${all.length} staff members` : `Showing ${shown.length} of ${all.length} staff members`}
      </Text>
      <StaffTable staff={shown} onOpen={onOpen} emptyText={all.length === 0 ? 'No staff yet.' : 'Nobody matches your search.'} />
    </>
  );
}

export function StaffPage() {
  const isAdmin = useStaffProfile()?.is_admin === true;
  const view = isAdmin ? 'admin' : 'manager';
  const staff = useStaffList(view);
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string>();
  const [creating, setCreating] = useState(false);

  return (
    <Page title="Staff">
      <Group justify="space-between" align="flex-end" gap="md">
        <SearchField label="Search staff" placeholder="Name or email" value={search} onChange={setSearch} />
        {isAdmin && (
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            Create an employee
          </Button>
        )}
      </Group>
      <StaffList view={view} search={search} onOpen={(employee) => setOpenId(employee.id)} />
      {isAdmin && <CreateEmployeeModal opened={creating} onClose={() => setCreating(false)} />}
      <EmployeeDrawer employee={staff.data?.find((employee) => employee.id === openId)} canEdit={isAdmin} onClose={() => setOpenId(undefined)} />
    </Page>
  );
}
