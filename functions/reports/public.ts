// The reports group's face (decision 024): the figures the documents Lambda renders into the
// spreadsheet and the location PDF (decision 022: documents render only there).
export { loadLocationReport } from '#functions/reports/location-report-service.ts';
export type { LocationReport } from '#functions/reports/location-report-service.ts';
export { loadReportScope, summaryOf } from '#functions/reports/summary-service.ts';
export type { ReportScope } from '#functions/reports/summary-service.ts';
