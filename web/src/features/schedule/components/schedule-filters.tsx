// The calendar's staff and location filters (REFERENCE §5 "Schedule"). Admins and inventory
// managers may look at anyone's calendar; other staff see their own, so their staff filter is fixed.
import { Group, Select, Text } from '@mantine/core';
import { describeZone } from '#web/lib/zoned-time.ts';

export interface Option {
  value: string;
  label: string;
}

interface ScheduleFiltersProps {
  staff: Option[];
  staffId: string;
  onStaffChange: (id: string) => void;
  staffFixed: boolean;
  locations: Option[];
  locationId: string | undefined;
  onLocationChange: (id: string) => void;
  timeZone: string;
}

export function ScheduleFilters({ staff, staffId, onStaffChange, staffFixed, locations, locationId, onLocationChange, timeZone }: ScheduleFiltersProps) {
  return (
    <Group align="flex-end" gap="md">
      <Select
        label="Staff"
        data={staff}
        value={staffId}
        onChange={(id) => id && onStaffChange(id)}
        searchable
        allowDeselect={false}
        readOnly={staffFixed}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        label="Location"
        data={locations}
        value={locationId ?? null}
        onChange={(id) => id && onLocationChange(id)}
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
      />
      <Text size="sm" c="dimmed" pb={8}>
        Times in {describeZone(timeZone)}
      </Text>
    </Group>
  );
}
