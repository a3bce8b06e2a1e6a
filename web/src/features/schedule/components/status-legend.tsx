// What the calendar's colours mean (issue 22): each appointment status, working hours and time off.
// The status is also written in every appointment, so colour is never the only cue.
import { Group, Text } from '@mantine/core';
import { appointmentStatuses } from '#functions/contract/schedule.ts';
import { statusColors, statusWords } from '#web/features/schedule/calendar-events.ts';

const backgrounds = [
  { label: 'Working hours', swatch: '#e6f4ea' },
  { label: 'Time off', swatch: 'repeating-linear-gradient(135deg, #dee2e6 0 4px, #f1f3f5 4px 8px)' },
];

function Swatch({ label, swatch }: { label: string; swatch: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="li">
      <span aria-hidden style={{ width: 14, height: 14, borderRadius: 3, background: swatch, border: '1px solid #adb5bd', display: 'inline-block' }} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

export function StatusLegend() {
  return (
    <Group gap="md" component="ul" aria-label="Legend" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {appointmentStatuses.map((status) => (
        <Swatch key={status} label={statusWords[status]} swatch={statusColors[status]} />
      ))}
      {backgrounds.map((item) => (
        <Swatch key={item.label} {...item} />
      ))}
    </Group>
  );
}
