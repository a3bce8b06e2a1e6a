// "Billing Summary Report – Sales by location" (REFERENCE §5): Location | % Invoiced | Invoiced |
// Applied, one row per active location even when empty, a PDF per location, and the total row. On a
// phone the figures stack under the location's name, so no figure needs sideways scrolling.
import { Anchor, Stack, Text } from '@mantine/core';
import type { SummaryResponse } from '#functions/contract/reports.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { locationPdfUrl } from '#web/features/reports/api/location-pdf.ts';
import type { ReportFilters } from '#web/features/reports/report-filters.ts';

export const totalLabel = 'Total inclusive of taxes';

interface Row {
  key: string;
  name: string;
  /** Absent on the total row: a share of itself says nothing. */
  percentage?: number;
  invoiced: number;
  applied: number;
  /** The location's PDF; absent on the total row. */
  pdf?: string;
}

/** `33.33%`: the API's two decimals, always shown. */
export const formatPercent = (value: number): string => `${value.toFixed(2)}%`;

function rowsOf(summary: SummaryResponse, filters: ReportFilters): Row[] {
  const locations = summary.data.map((row): Row => ({
    key: row.location_id, name: row.location_name, percentage: row.percentage_invoiced,
    invoiced: row.total_invoiced_cents, applied: row.total_applied_cents, pdf: locationPdfUrl(row.location_id, filters),
  }));
  const { total_invoiced_cents, total_applied_cents } = summary.total_summary;
  return [...locations, { key: 'total', name: totalLabel, invoiced: total_invoiced_cents, applied: total_applied_cents }];
}

const nameCell = (row: Row) => <Text fw={row.pdf ? 500 : 700} size="sm">{row.name}</Text>;

function StackedFigures({ row }: { row: Row }) {
  return (
    <Stack gap={0} mt={4}>
      {row.percentage !== undefined && <Text size="sm">{`${formatPercent(row.percentage)} invoiced`}</Text>}
      <Text size="sm">{`Invoiced ${formatMoney(row.invoiced)}`}</Text>
      <Text size="sm">{`Applied ${formatMoney(row.applied)}`}</Text>
    </Stack>
  );
}

const columns: Column<Row>[] = [
  { header: 'Location', cell: nameCell },
  { header: '% Invoiced', numeric: true, from: 'sm', cell: (row) => (row.percentage === undefined ? '' : formatPercent(row.percentage)) },
  { header: 'Invoiced', numeric: true, from: 'sm', cell: (row) => formatMoney(row.invoiced) },
  { header: 'Applied', numeric: true, from: 'sm', cell: (row) => formatMoney(row.applied) },
  {
    header: 'PDF', numeric: true,
    cell: (row) => row.pdf && <Anchor href={row.pdf} target="_blank" rel="noopener" aria-label={`${row.name} PDF`}>PDF</Anchor>,
  },
];

export function SummaryTable({ summary, filters }: { summary: SummaryResponse; filters: ReportFilters }) {
  return (
    <DataTable
      layout="collapse" label="Sales by location" rows={rowsOf(summary, filters)} columns={columns} rowKey={(row) => row.key}
      empty="No active locations." summary={{ below: 'sm', cell: (row) => <StackedFigures row={row} /> }}
    />
  );
}
