// `/settings/dashboard` (admin; REFERENCE §5 "Dashboard", CB 11): for the appointments starting in the
// filtered range, three donuts: how they ended, who booked them, and whether their clients were new.
// Its chunk alone carries the charts library (lazy route; architecture §10).
import { SimpleGrid, Text } from '@mantine/core';
import type { DashboardResponse } from '#functions/contract/reports.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { SettingsNav } from '#web/components/settings-nav.tsx';
import { useDashboard } from '#web/features/reports/api/get-dashboard.ts';
import { AdminReport, type ReportProps } from '#web/features/reports/components/admin-report.tsx';
import { ReportFiltersBar } from '#web/features/reports/components/report-filters-bar.tsx';
import { ShareChart } from '#web/features/reports/components/share-chart.tsx';
import { reportQueryOf } from '#web/features/reports/report-filters.ts';

function Charts({ figures }: { figures: DashboardResponse }) {
  const { appointments, booking_source: source, clients } = figures;
  if (appointments.arrived + appointments.no_show + appointments.cancelled + source.online + source.staff + clients.new + clients.returning === 0) {
    return <Text>No appointments start in this range.</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <ShareChart title="Appointments" empty="No appointments in this range." parts={[
        { label: 'Arrived', value: appointments.arrived, color: 'teal.7' },
        { label: 'No Show', value: appointments.no_show, color: 'orange.7' },
        { label: 'Cancelled', value: appointments.cancelled, color: 'red.8' },
      ]} />
      <ShareChart title="Booking source" empty="No bookings in this range." parts={[
        { label: 'Booked Online', value: source.online, color: 'blue.7' },
        { label: 'Booked by Staff', value: source.staff, color: 'grape.7' },
      ]} />
      <ShareChart title="Clients" empty="No clients in this range." parts={[
        { label: 'New', value: clients.new, color: 'cyan.8' },
        { label: 'Returning', value: clients.returning, color: 'indigo.7' },
      ]} />
    </SimpleGrid>
  );
}

function Dashboard({ state, timeZone }: ReportProps) {
  const valid = Object.keys(state.problems).length === 0;
  const dashboard = useDashboard(reportQueryOf(state.filters), valid);
  return (
    <>
      <ReportFiltersBar state={state} timeZone={timeZone} />
      {dashboard.isError ? (
        <LoadError title="Could not load the dashboard" error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data ? <Charts figures={dashboard.data} /> : valid ? <ScreenLoader /> : <Text>Choose a valid date range to see the dashboard.</Text>}
    </>
  );
}

export function DashboardPage() {
  return <AdminReport title="Dashboard" denied="You do not have access to the dashboard." report={Dashboard} nav={SettingsNav} />;
}
