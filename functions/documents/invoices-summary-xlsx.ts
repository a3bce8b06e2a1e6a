// The billing summary as a spreadsheet (REFERENCE §3.11, made with write-excel-file): sheet "Sales by
// Location", a title row naming the range, the header Location | % Invoiced | Invoiced | Applied, one
// row per location with real numbers (a fraction formatted `0.00%`, dollars formatted `$#,##0.00`,
// so Excel can sum them), and a last row "Total inclusive of taxes".
import type { SummaryResponse } from '#functions/contract/reports.ts';
import { documentDate } from '#functions/documents/document-format.ts';
import { loadSpreadsheetWriter } from '#functions/documents/load-spreadsheet-writer.ts';

export const salesSheetName = 'Sales by Location';
const percentFormat = '0.00%';
const moneyFormat = '$#,##0.00';

/** A cell as write-excel-file takes it (the subset this sheet uses). */
type Cell = { value: string | number; format?: string; fontWeight?: 'bold'; columnSpan?: number } | null;

const dollars = (cents: number): Cell => ({ value: cents / 100, format: moneyFormat });

/** The sheet's rows: pure, so the layout is tested without unzipping anything. */
export function salesRows(summary: SummaryResponse, range: { startDate: string; endDate: string }): Cell[][] {
  const title = `Billing Summary Report – Sales by location (${documentDate(range.startDate)} – ${documentDate(range.endDate)})`;
  return [
    [{ value: title, fontWeight: 'bold', columnSpan: 4 }, null, null, null],
    ['Location', '% Invoiced', 'Invoiced', 'Applied'].map((value) => ({ value, fontWeight: 'bold' as const })),
    ...summary.data.map((row): Cell[] => [
      { value: row.location_name },
      { value: row.percentage_invoiced / 100, format: percentFormat },
      dollars(row.total_invoiced_cents),
      dollars(row.total_applied_cents),
    ]),
    [
      { value: 'Total inclusive of taxes', fontWeight: 'bold' }, null,
      dollars(summary.total_summary.total_invoiced_cents), dollars(summary.total_summary.total_applied_cents),
    ],
  ];
}

/** The .xlsx bytes. write-excel-file is loaded on the first export (a lazy file in the deployed bundle). */
export async function renderSalesWorkbook(summary: SummaryResponse, range: { startDate: string; endDate: string }): Promise<Uint8Array> {
  const { default: writeXlsxFile } = await loadSpreadsheetWriter();
  const buffer = await writeXlsxFile(salesRows(summary, range), { sheet: salesSheetName, columns: [{ width: 36 }, { width: 14 }, { width: 16 }, { width: 16 }] }).toBuffer();
  return new Uint8Array(buffer);
}
