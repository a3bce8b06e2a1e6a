// The staff member a schedule dialog acts for: fixed to the caller unless they may see everyone's
// schedule (ScheduleScope.canSeeAll), and never cleared.
import { Select } from '@mantine/core';
import type { ScheduleScope } from '#web/features/schedule/use-schedule-scope.ts';

interface StaffSelectProps {
  scope: ScheduleScope;
  label: string;
  value: string;
  onChange: (staffId: string) => void;
}

export function StaffSelect({ scope, label, value, onChange }: StaffSelectProps) {
  return (
    <Select label={label} data={scope.staffOptions} value={value} onChange={(id) => id && onChange(id)} allowDeselect={false} readOnly={!scope.canSeeAll} searchable />
  );
}
