// The calendar's navigation (decision 033): view, previous / next, Today and a date picker. Each
// writes the address (schedule-url.ts), so back, reload and a shared link reopen the same view.
import { ActionIcon, Button, Group, SegmentedControl, TextInput, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { dayParts, todayIn } from '#web/lib/zoned-time.ts';
import { calendarViews, stepDate, type CalendarView } from '#web/features/schedule/schedule-url.ts';
import type { ScheduleScope } from '#web/features/schedule/use-schedule-scope.ts';

const viewLabels: Record<CalendarView, string> = { day: 'Day', week: 'Week', month: 'Month', list: 'List' };

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function heading(view: CalendarView, date: string): string {
  if (view === 'month') return monthFormat.format(new Date(`${date}T12:00:00Z`));
  return view === 'day' ? dayParts(date).label : `Week of ${dayParts(date).label}`;
}

export function ScheduleToolbar({ scope }: { scope: ScheduleScope }) {
  const { view, date, navigate } = scope;
  const step = (direction: 1 | -1) => navigate({ date: stepDate(date, view, direction) });
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="xs" align="flex-end">
        <ActionIcon variant="default" size="lg" aria-label={`Previous ${view === 'list' ? 'week' : view}`} onClick={() => step(-1)}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={() => navigate({ date: todayIn(scope.timeZone) })}>
          Today
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={`Next ${view === 'list' ? 'week' : view}`} onClick={() => step(1)}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <TextInput label="Date" type="date" value={date} onChange={(event) => event.currentTarget.value && navigate({ date: event.currentTarget.value })} w={160} />
      </Group>
      <SegmentedControl
        aria-label="View"
        value={view}
        onChange={(value) => navigate({ view: value })}
        data={calendarViews.map((value) => ({ value, label: viewLabels[value] }))}
      />
      <Title order={2} size="h4" w="100%">
        {heading(view, date)}
      </Title>
    </Group>
  );
}
