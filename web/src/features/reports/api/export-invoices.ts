// GET /api/export_invoices (admin; REFERENCE §3.11 "Export"): the billing summary of the same filters
// as an .xlsx, saved under the name the server gives it. Fetched rather than linked so a refusal
// (an expired session, a bad range) is a toast on the report instead of a page of JSON.
import { useMutation } from '@tanstack/react-query';
import type { ReportQueryInput } from '#functions/contract/reports.ts';
import { apiDownload, type Download } from '#web/lib/api-client.ts';
import { notifyError } from '#web/lib/notify.ts';
import { saveDownload } from '#web/lib/save-download.ts';

export function exportInvoices(query: ReportQueryInput): Promise<Download> {
  return apiDownload('documents.export_invoices', { query: { ...query } });
}

export function useExportInvoices() {
  return useMutation({
    mutationFn: exportInvoices,
    onSuccess: (download) => saveDownload(download, 'invoices_summary.xlsx'),
    onError: (error) => notifyError(error),
  });
}
