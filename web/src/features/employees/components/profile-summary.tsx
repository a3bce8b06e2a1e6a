// The signed-in staff member's own record, read-only: who they are, their roles, and the pay terms
// the practice set for them (REFERENCE §4.0 EmployeeProfile). Editing comes with the profile settings.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import { DetailList } from '#web/components/detail-list.tsx';

/** Every staff account is an employee; the flags add roles and may be combined (REFERENCE §1). */
function rolesOf(profile: EmployeeProfile): { label: string; color: string }[] {
  const roles = [
    { on: profile.is_admin, label: 'Admin', color: 'care' },
    { on: profile.is_inv_manager, label: 'Inventory manager', color: 'grape' },
    { on: profile.is_mentor, label: 'Mentor', color: 'indigo' },
  ].filter((role) => role.on);
  return roles.length > 0 ? roles : [{ label: 'Employee', color: 'gray' }];
}

function locationsOf(profile: EmployeeProfile): string {
  const names = [...profile.employee_locations].sort((a, b) => a.position - b.position).map((entry) => entry.location.name);
  return names.length > 0 ? names.join(', ') : 'None assigned';
}

export function ProfileSummary({ profile }: { profile: EmployeeProfile }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {profile.name}
          </Title>
          <Text c="dimmed">{profile.email}</Text>
        </div>
        <Group gap="xs" aria-label="Roles" role="list">
          {rolesOf(profile).map((role) => (
            <Badge key={role.label} color={role.color} variant="light" size="lg" role="listitem">
              {role.label}
            </Badge>
          ))}
        </Group>
        <DetailList
          rows={[
            ['Vendor name', profile.vendor_name ?? 'Not set'],
            ['Service percentage', `${profile.service_percentage}%`],
            ['Retail percentage', `${profile.retail_percentage}%`],
            ['Wellness percentage', `${profile.wellness_percentage}%`],
            ['Locations', locationsOf(profile)],
          ]}
        />
      </Stack>
    </Paper>
  );
}
