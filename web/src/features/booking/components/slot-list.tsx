// The free times of one day, in the location's time; choosing one moves on to confirm.
import { Button, SimpleGrid, Text } from '@mantine/core';
import type { Slot } from '#functions/contract/schedule.ts';
import { formatTime } from '#web/lib/zoned-time.ts';

interface SlotListProps {
  slots: readonly Slot[];
  timeZone: string;
  chosen: Slot | undefined;
  onChoose: (slot: Slot) => void;
}

export function SlotList({ slots, timeZone, chosen, onChoose }: SlotListProps) {
  if (slots.length === 0) return <Text c="dimmed">No free times on this day.</Text>;
  return (
    <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="xs" role="list" aria-label="Free times">
      {slots.map((slot) => (
        <div role="listitem" key={slot.start_time}>
          <Button fullWidth variant={chosen?.start_time === slot.start_time ? 'filled' : 'default'} onClick={() => onChoose(slot)}>
            {formatTime(slot.start_time, timeZone)}
          </Button>
        </div>
      ))}
    </SimpleGrid>
  );
}
