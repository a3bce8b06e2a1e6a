// The signed-in staff member's own record, read-only: who they are, their roles, and the pay terms
// the practice set for them (REFERENCE §4.0 EmployeeProfile). Their own settings are edited below it.
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import { DetailList } from '#web/components/detail-list.tsx';
import { RoleBadges } from '#web/features/employees/components/role-badges.tsx';
import { locationsText } from '#web/features/employees/employee-facts.ts';

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
        <RoleBadges roles={profile} />
        <DetailList
          rows={[
            ['Vendor name', profile.vendor_name ?? 'Not set'],
            ['Service percentage', `${profile.service_percentage}%`],
            ['Retail percentage', `${profile.retail_percentage}%`],
            ['Wellness percentage', `${profile.wellness_percentage}%`],
            ['Locations', locationsText(profile)],
          ]}
        />
      </Stack>
    </Paper>
  );
}
