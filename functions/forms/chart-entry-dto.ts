// The ChartEntry DTO (REFERENCE §4.0): one version of the entry (`version`) beside the latest
// number (`current_version`); people and places as refs from the copies on the item; the practice's
// zone for showing its times.
import type { ChartEntry, ChartHistory } from '#functions/contract/charting.ts';
import type { FileRef } from '#functions/contract/files.ts';
import type { ChartEntryRecord } from '#functions/model/chart-record.ts';

export const toChartEntry = (r: ChartEntryRecord, currentVersion: number, timezone: string, files?: FileRef[]): ChartEntry => ({
  id: r.id, name: r.name, version: r.version, current_version: currentVersion, voided: r.voided, chart_history: r.chartHistory as ChartHistory,
  employee: { id: r.employeeId, name: r.employeeName }, edited_by: { id: r.editedBy, name: r.editedByName },
  client: { id: r.clientId, name: r.clientName, last_name: r.clientLastName },
  location: r.locationId === null ? null : { id: r.locationId, name: r.locationName ?? '' },
  ...(files ? { files } : {}),
  created_at: r.createdAt, updated_at: r.updatedAt, timezone,
});
