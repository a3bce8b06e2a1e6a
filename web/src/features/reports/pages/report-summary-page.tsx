// `/reports/report-Summary` (REFERENCE §5 "Reports"): the billing summary by location with its total
// row, the sales breakdown, the filters and the export. The route is open to all staff; the data is
// admin-only (REFERENCE §1), so anyone else reads why and nothing is requested.
import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { useSummary } from '#web/features/reports/api/get-summary.ts';
import { ReportActions } from '#web/features/reports/components/report-actions.tsx';
import { ReportFiltersBar } from '#web/features/reports/components/report-filters-bar.tsx';
import { SalesBreakdown } from '#web/features/reports/components/sales-breakdown.tsx';
import { SummaryTable } from '#web/features/reports/components/summary-table.tsx';
import { AdminReport, type ReportProps } from '#web/features/reports/components/admin-report.tsx';
import { reportQueryOf } from '#web/features/reports/report-filters.ts';
import { formatDate } from '#web/lib/plain-format.ts';

function SummaryReport({ state, timeZone }: ReportProps) {
  const headingId = useId();
  const query = reportQueryOf(state.filters);
  const valid = Object.keys(state.problems).length === 0;
  const summary = useSummary(query, valid);
  return (
    <>
      <ReportFiltersBar state={state} timeZone={timeZone} />
      <ReportActions query={query} valid={valid} onReset={state.reset} onRefresh={() => void summary.refetch()} />
      <Stack gap="sm" component="section" aria-labelledby={headingId} aria-busy={summary.isFetching}>
        <Title order={2} size="h3" id={headingId}>Billing Summary Report – Sales by location</Title>
        {valid && <Text size="sm">{`${formatDate(state.filters.start_date)} – ${formatDate(state.filters.end_date)}`}</Text>}
        {summary.isError ? (
          <LoadError title="Could not load the report" error={summary.error} onRetry={() => void summary.refetch()} />
        ) : summary.data ? (
          <SummaryTable summary={summary.data} filters={state.filters} />
        ) : valid ? <ScreenLoader /> : <Text>Choose a valid date range to see the report.</Text>}
      </Stack>
      {summary.data && <SalesBreakdown breakdown={summary.data.sales_breakdown} />}
    </>
  );
}

export function ReportSummaryPage() {
  return <AdminReport title="Reports" denied="You do not have access to reports." report={SummaryReport} />;
}

/** `/reports` itself shows the one report there is. */
export function ReportsIndexRedirect() {
  return <Navigate to={paths.reportSummary} replace />;
}
