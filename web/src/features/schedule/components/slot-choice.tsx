// The free times of one day for staff booking, as radio chips in the location's time.
import { Chip, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { Slot } from '#functions/contract/schedule.ts';
import { describeZone, formatTime, wallClockIn } from '#web/lib/zoned-time.ts';
import { useStaffSlots, type StaffSlotsQuery } from '#web/features/schedule/api/get-staff-slots.ts';

interface SlotChoiceProps {
  query: StaffSlotsQuery;
  preferredTime: string | undefined;
  value: Slot | undefined;
  onChange: (slot: Slot | undefined) => void;
}

export function SlotChoice({ query, preferredTime, value, onChange }: SlotChoiceProps) {
  const slots = useStaffSlots(query);
  const list = slots.data?.slots ?? [];
  const zone = slots.data?.timezone;
  const preferred = zone === undefined ? undefined : list.find((slot) => wallClockIn(slot.start_time, zone) === preferredTime);
  useEffect(() => {
    if (value === undefined && preferred !== undefined) onChange(preferred);
  }, [value, preferred, onChange]);

  if (slots.isPending) return <Loader size="sm" aria-label="Loading free times" />;
  if (slots.isError) return <Text c="red">{slots.error.message}</Text>;
  const timeZone = slots.data.timezone;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Free times ({slots.data.duration_minutes} min, {describeZone(timeZone)})
      </Text>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No free time on this day.
        </Text>
      ) : (
        <Chip.Group value={value?.start_time ?? null} onChange={(start) => onChange(list.find((slot) => slot.start_time === start))}>
          <Group gap="xs" role="radiogroup" aria-label="Free times">
            {list.map((slot) => (
              <Chip key={slot.start_time} value={slot.start_time} type="radio">
                {formatTime(slot.start_time, timeZone)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
    </Stack>
  );
}
