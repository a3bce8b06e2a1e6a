// The frame of a report screen: only admins see report data (REFERENCE §1), so anyone else reads why
// and no report request is made; an admin's report gets its filters once the practice time zone
// (which decides "the current month") is known.
import { Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useReportFilters, type ReportFilterState } from '#web/features/reports/use-report-filters.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';

export interface ReportProps {
  state: ReportFilterState;
  timeZone: string;
}

interface AdminReportProps {
  title: string;
  /** What a non-admin reads instead. */
  denied: string;
  report: ComponentType<ReportProps>;
  /** Shown under the heading (the settings sections on the dashboard). */
  nav?: ComponentType;
}

function Filtered({ report: Report }: { report: ComponentType<ReportProps> }) {
  const { settings, state } = useReportFilters();
  if (settings.isError) return <LoadError title="Could not load the practice settings" error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data || !state) return <ScreenLoader />;
  return <Report state={state} timeZone={settings.data.timezone} />;
}

export function AdminReport({ title, denied, report, nav: Nav }: AdminReportProps) {
  const isAdmin = useStaffProfile()?.is_admin === true;
  return (
    <Page title={title}>
      {Nav && <Nav />}
      {isAdmin ? <Filtered report={report} /> : <Text>{denied}</Text>}
    </Page>
  );
}
