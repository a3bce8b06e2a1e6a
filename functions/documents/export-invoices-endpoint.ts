import { Temporal } from 'temporal-polyfill';
import { reportQuery } from '#functions/contract/reports.ts';
import { defineEndpoint, FileReply, fileResponse } from '#functions/lib/http/endpoint.ts';
import { renderSalesWorkbook } from '#functions/documents/invoices-summary-xlsx.ts';
import { loadReportScope, summaryOf } from '#functions/reports/public.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `invoices_summary_20261124-153005.xlsx`: when it was made, in practice time. */
export function exportFileName(nowMs: number, zone: string): string {
  const t = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `invoices_summary_${t.year}${two(t.month)}${two(t.day)}-${two(t.hour)}${two(t.minute)}${two(t.second)}.xlsx`;
}

/** GET /api/export_invoices (admin): the summary's filters, as an .xlsx download. */
export const exportInvoicesEndpoint = defineEndpoint({
  access: 'admin',
  query: reportQuery,
  response: fileResponse,
  handler: async ({ query }) => {
    const scope = await loadReportScope(query);
    const bytes = await renderSalesWorkbook(await summaryOf(scope), scope.range);
    return new FileReply(bytes, xlsxType, exportFileName(scope.nowMs, scope.settings.timezone), 'attachment');
  },
});
