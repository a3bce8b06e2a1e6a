// The filters shared by Reports and the dashboard (REFERENCE §5): the date range in the practice time
// zone, then locations and staff, each with select-all. Every change is applied at once (it lands in
// the URL); a range the API would refuse is said on its field and not sent.
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useStaffList } from '#web/features/employees/api/get-staff-list.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { IdMultiSelect } from '#web/features/reports/components/id-multi-select.tsx';
import type { ReportFilterState } from '#web/features/reports/use-report-filters.ts';
import { describeZone } from '#web/lib/zoned-time.ts';

interface ReportFiltersBarProps {
  state: ReportFilterState;
  timeZone: string;
}

export function ReportFiltersBar({ state, timeZone }: ReportFiltersBarProps) {
  const { filters, problems, change } = state;
  const locations = useLocations();
  const staff = useStaffList('admin');
  return (
    <Stack gap="sm" role="search" aria-label="Report filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput type="date" label="Start date" value={filters.start_date} onChange={(e) => change({ start_date: e.currentTarget.value })} error={problems.start_date} />
        <TextInput type="date" label="End date" value={filters.end_date} onChange={(e) => change({ end_date: e.currentTarget.value })} error={problems.end_date} />
        <IdMultiSelect label="Locations" noun="locations" options={locations.data ?? []} value={filters.location_ids} onChange={(ids) => change({ location_ids: ids })} />
        <IdMultiSelect label="Staff" noun="staff" options={staff.data ?? []} value={filters.employee_ids} onChange={(ids) => change({ employee_ids: ids })} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">{`Dates are in the practice's time zone, ${describeZone(timeZone)}; both days are included.`}</Text>
    </Stack>
  );
}
