// One block per weekday with its time rows (start – end, wall-clock at the location), "Add Times"
// and a remove button per row.
import { ActionIcon, Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { weekdays, type Weekday } from '#functions/contract/schedule.ts';

export interface TimeRow {
  key: number;
  start_time: string;
  end_time: string;
}

const dayNames: Record<Weekday, string> = { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' };

let nextKey = 1;

/** A new row follows the day's last one (an hour from its end), so adding never makes an overlap. */
function nextRow(rows: readonly TimeRow[]): TimeRow {
  const lastEnd = rows.reduce((end, row) => (row.end_time > end ? row.end_time : end), '');
  const [hours = 0, minutes = 0] = lastEnd.split(':').map(Number);
  if (lastEnd === '' || hours >= 23) return { key: nextKey++, start_time: '09:00', end_time: '17:00' };
  const end = `${String(hours + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return { key: nextKey++, start_time: lastEnd, end_time: end };
}

interface ShiftDayRowsProps {
  week: Record<Weekday, TimeRow[]>;
  onChange: (day: Weekday, rows: TimeRow[]) => void;
}

export function ShiftDayRows({ week, onChange }: ShiftDayRowsProps) {
  return (
    <Stack gap="xs">
      {weekdays.map((day) => {
        const rows = week[day];
        const set = (key: number, patch: Partial<TimeRow>) => onChange(day, rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
        return (
          <Fieldset key={day} legend={dayNames[day]} p="xs">
            <Stack gap="xs">
              {rows.map((row, index) => (
                <Group key={row.key} gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput label={`${dayNames[day]} start ${index + 1}`} type="time" step={900} value={row.start_time} onChange={(event) => set(row.key, { start_time: event.currentTarget.value })} />
                  <TextInput label={`${dayNames[day]} end ${index + 1}`} type="time" step={900} value={row.end_time} onChange={(event) => set(row.key, { end_time: event.currentTarget.value })} />
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove ${dayNames[day]} times ${index + 1}`} onClick={() => onChange(day, rows.filter((other) => other.key !== row.key))}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              <Button size="compact-sm" variant="subtle" w="fit-content" aria-label={`Add Times on ${dayNames[day]}`} onClick={() => onChange(day, [...rows, nextRow(rows)])}>
                Add Times
              </Button>
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
