// The calendar's staff and location filters (REFERENCE §5 "Schedule"), written to the address.
// Admins and inventory managers may look at anyone's calendar or at all staff (the day view's
// columns); other staff see their own, so their staff filter is fixed.
import { Group, Select, Text } from '@mantine/core';
import { describeZone } from '#web/lib/zoned-time.ts';
import type { ScheduleScope } from '#web/features/schedule/use-schedule-scope.ts';

export interface Option {
  value: string;
  label: string;
}

// Staff ids are ULIDs, so this value cannot clash with one.
const allStaff = { value: 'all', label: 'All staff' };

export function ScheduleFilters({ scope }: { scope: ScheduleScope }) {
  const staff = scope.canSeeAll ? [allStaff, ...scope.staffOptions] : scope.staffOptions;
  return (
    <Group align="flex-end" gap="md">
      <Select
        label="Staff"
        data={staff}
        value={scope.allStaff ? allStaff.value : scope.staffId}
        onChange={(id) => id && scope.setStaffId(id === allStaff.value ? undefined : id)}
        searchable
        allowDeselect={false}
        readOnly={!scope.canSeeAll}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        label="Location"
        data={scope.locationOptions}
        value={scope.locationId ?? null}
        onChange={(id) => id && scope.setLocationId(id)}
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
      />
      <Text size="sm" c="dimmed" pb={8}>
        Times in {describeZone(scope.timeZone)}
      </Text>
    </Group>
  );
}
