import { locationPdfQuery } from '#functions/contract/reports.ts';
import { defineEndpoint, FileReply, fileResponse } from '#functions/lib/http/endpoint.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { documentPractice } from '#functions/documents/invoice-record-views.ts';
import { renderLocationReportPdf } from '#functions/documents/location-report-pdf.ts';
import { loadLocationReport } from '#functions/reports/public.ts';

const token = (text: string) => text.trim().replace(/[^\p{L}\p{N}]+/gu, '_');

/** GET /api/location_pdf?location_id=&start_date=&end_date= (admin): one location's billing summary, inline. */
export const locationPdfEndpoint = defineEndpoint({
  access: 'admin',
  query: locationPdfQuery,
  response: fileResponse,
  handler: async ({ query }) => {
    const [report, settings] = await Promise.all([loadLocationReport(query), loadPracticeSettings()]);
    const bytes = await renderLocationReportPdf(report, documentPractice(settings));
    const fileName = `billing_summary_${token(report.location.name)}_${report.range.startDate}_${report.range.endDate}.pdf`;
    return new FileReply(bytes, 'application/pdf', fileName, 'inline');
  },
});
