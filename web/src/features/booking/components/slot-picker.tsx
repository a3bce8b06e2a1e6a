// Two weeks of days from today at the location (or from the day a waitlist link names), and the free times of the chosen day. One request
// covers the fortnight, so the strip can show which days have room before the client taps one.
import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { PublicLocation } from '#functions/contract/locations.ts';
import type { Slot } from '#functions/contract/schedule.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { addDays, dayParts, describeZone, todayIn } from '#web/lib/zoned-time.ts';
import { useClientSlots } from '#web/features/booking/api/get-client-slots.ts';
import { DateStrip } from '#web/features/booking/components/date-strip.tsx';
import { SlotList } from '#web/features/booking/components/slot-list.tsx';

const days = 14;

interface SlotPickerProps {
  employeeId: string;
  location: Pick<PublicLocation, 'id' | 'name' | 'timezone'>;
  treatmentIds: readonly string[];
  onChoose: (slot: Slot) => void;
  /** A day to open on (a waitlist email's link): the fortnight starts there when it lies beyond the next two weeks. */
  initialDate?: string | undefined;
}

export function SlotPicker({ employeeId, location, treatmentIds, onChoose, initialDate }: SlotPickerProps) {
  const today = todayIn(location.timezone);
  const wanted = initialDate !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(initialDate) && initialDate > today ? initialDate : undefined;
  const first = wanted !== undefined && wanted > addDays(today, days - 1) ? wanted : today;
  const dates = useMemo(() => Array.from({ length: days }, (_, index) => addDays(first, index)), [first]);
  const slots = useClientSlots({ employee_id: employeeId, location_id: location.id, treatment_ids: [...treatmentIds], from_date: first, to_date: dates.at(-1) ?? first });
  const [picked, setPicked] = useState<string | undefined>(wanted);

  const byDate = useMemo(() => {
    const map = new Map<string, Slot[]>();
    for (const slot of slots.data?.slots ?? []) map.set(slot.date, [...(map.get(slot.date) ?? []), slot]);
    return map;
  }, [slots.data]);

  if (slots.isPending) return <ScreenLoader />;
  if (slots.isError) return <LoadError title="Could not load the free times" error={slots.error} onRetry={() => void slots.refetch()} />;

  const counts = new Map([...byDate].map(([date, list]) => [date, list.length]));
  const date = picked !== undefined && byDate.has(picked) ? picked : dates.find((candidate) => byDate.has(candidate));
  const zone = slots.data.timezone;
  return (
    <Stack gap="md">
      <Text size="sm">
        {slots.data.duration_minutes} minutes · times are in {describeZone(zone)}
      </Text>
      <DateStrip dates={dates} counts={counts} selected={date} onSelect={setPicked} />
      {date === undefined ? (
        <Text>No free times in the next two weeks. Please try other treatments, or call {location.name}.</Text>
      ) : (
        <Stack gap="xs">
          <Text fw={600}>{dayParts(date).label}</Text>
          <SlotList slots={byDate.get(date) ?? []} timeZone={zone} chosen={undefined} onChoose={onChoose} />
        </Stack>
      )}
    </Stack>
  );
}
