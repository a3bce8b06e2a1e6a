// An employee as inventory managers see them: read-only, and without pay, vendor or Stripe fields,
// which the API leaves out for them (REFERENCE §1, §4.0). Name, email and roles head the drawer.
import { Stack } from '@mantine/core';
import type { EmployeeManagerView } from '#functions/contract/employees.ts';
import { DetailList } from '#web/components/detail-list.tsx';
import { locationsText } from '#web/features/employees/employee-facts.ts';

/** Who mentors them; the percentages are pay fields, which inventory managers do not get. */
function mentorsText(employee: EmployeeManagerView): string {
  if (employee.employee_mentors.length === 0) return 'None';
  return employee.employee_mentors.map((entry) => entry.mentor.name).join(', ');
}

export function EmployeeDetails({ employee }: { employee: EmployeeManagerView }) {
  return (
    <Stack gap="md">
      <DetailList
        rows={[
          ['GFE', employee.gfe ? 'Yes' : 'No'],
          ['Locations', locationsText(employee)],
          ['Mentors', mentorsText(employee)],
        ]}
      />
    </Stack>
  );
}
