// Chart entry items (docs/data-model.md §2.9): the head `CHART#<id>/#META` carries the latest
// version and sits in the client's GSI1 partition (AP-CHART-1, -2); `V#<n>` items keep every
// version whole (AP-CHART-3). Create writes the head and `V#000001`; an edit appends (T-CHART).
import { chartKeys } from '#functions/model/form-keys.ts';
import { chartEntryFromItem, type ChartEntryRecord } from '#functions/model/chart-record.ts';
import { locationKeys } from '#functions/model/location-keys.ts';
import { locationFromItem, type LocationRoot } from '#functions/model/location-record.ts';
import { versionKey } from '#functions/lib/db/keys.ts';
import { queryPartition } from '#functions/lib/db/queries.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { appendVersion } from '#functions/lib/db/version-steps.ts';

/** AP-CHART-1: oldest first (ULIDs), each with its latest version. */
export async function listChartEntries(clientId: string): Promise<ChartEntryRecord[]> {
  return (await queryPartition(chartKeys.entriesOfClient(clientId))).map(chartEntryFromItem);
}

/** AP-CHART-2. */
export async function getChartEntry(id: string, consistent = false): Promise<ChartEntryRecord | null> {
  const item = await getItem(chartKeys.entry(id), consistent);
  return item ? chartEntryFromItem(item) : null;
}

/** AP-CHART-3. */
export async function getChartVersion(id: string, version: number): Promise<ChartEntryRecord | null> {
  const item = await getItem(versionKey(chartKeys.entry(id), version));
  return item ? chartEntryFromItem(item) : null;
}

/** AP-LOC-2: the location a chart entry names. */
export async function getLocation(id: string): Promise<LocationRoot | null> {
  const item = await getItem(locationKeys.location(id));
  return item ? locationFromItem(item) : null;
}

/** The content every version carries whole (the head's copy is the latest). */
export function chartContent(r: Omit<ChartEntryRecord, 'id' | 'version' | 'createdAt' | 'updatedAt'>): Item {
  return {
    name: r.name, voided: r.voided, chart_history: r.chartHistory, employee_id: r.employeeId, employee_name: r.employeeName,
    edited_by: r.editedBy, edited_by_name: r.editedByName, client_id: r.clientId, client_name: r.clientName, client_last_name: r.clientLastName,
    location_id: r.locationId, location_name: r.locationName,
  };
}

/** The head of an entry at `r.version` (its latest), in the client's list. */
export const chartHeadItem = (r: ChartEntryRecord): Item => ({
  ...chartKeys.entry(r.id), ...chartKeys.entryIndex(r.clientId, r.id), entity: 'chart_entry', id: r.id, ...chartContent(r),
  version: r.version, created_at: r.createdAt, updated_at: r.updatedAt,
});

/** Version `r.version` of an entry, whole (the seed writes a history with these). */
export const chartVersionItem = (r: ChartEntryRecord): Item => ({
  ...versionKey(chartKeys.entry(r.id), r.version), entity: 'chart_entry', id: r.id, ...chartContent(r),
  version: r.version, created_at: r.createdAt, updated_at: r.updatedAt,
});

/** Create: the head (version 1) and `V#000001`, both new. */
export function addChartCreate(plan: TransactionPlan, r: ChartEntryRecord): void {
  plan.put(chartHeadItem(r));
  plan.put(chartVersionItem(r));
}

/** T-CHART: `V#<n+1>` and the head's update on `version = :n`; returns the new version number. */
export function addChartVersion(plan: TransactionPlan, current: ChartEntryRecord, next: ChartEntryRecord, now: string): number {
  return appendVersion({
    plan, head: chartKeys.entry(current.id), previousVersion: current.version, now,
    content: { entity: 'chart_entry', id: current.id, ...chartContent(next), updated_at: now },
  });
}
