// A row of days to pick from; a day without free times is shown but cannot be chosen. On a phone
// the row scrolls sideways. Each day is a plain toggle button in tab order.
import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { dayParts } from '#web/lib/zoned-time.ts';

interface DateStripProps {
  dates: readonly string[];
  counts: ReadonlyMap<string, number>;
  selected: string | undefined;
  onSelect: (date: string) => void;
}

export function DateStrip({ dates, counts, selected, onSelect }: DateStripProps) {
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
      <Group gap="xs" wrap="nowrap" role="group" aria-label="Dates">
        {dates.map((date) => {
          const parts = dayParts(date);
          const free = counts.get(date) ?? 0;
          return (
            <Button
              key={date}
              h="auto"
              miw={58}
              px={6}
              py={6}
              variant={selected === date ? 'filled' : 'default'}
              aria-pressed={selected === date}
              disabled={free === 0}
              aria-label={`${parts.label}, ${free === 0 ? 'no free times' : `${free} free times`}`}
              onClick={() => onSelect(date)}
            >
              <Stack gap={0} align="center">
                <Text size="xs" inherit>
                  {parts.weekday}
                </Text>
                <Text fw={700} size="lg" inherit>
                  {parts.day}
                </Text>
                <Text size="xs" inherit>
                  {parts.month}
                </Text>
              </Stack>
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
