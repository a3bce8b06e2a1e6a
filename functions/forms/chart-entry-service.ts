// Chart entries (REFERENCE §3.10, §4.6, CB 14): staff who may see the client's clinical data create
// and read them (else 404); the author or an admin edits, which appends a version (others 403);
// `voided: true` is a version too, and nothing is deleted. Every write is audited in its
// transaction; every read (one event per entry of a list) and image link before the answer leaves.
import { ulid } from 'ulid';
import type { ChartEntry, ChartEntryBody, UpdateChartEntryBody } from '#functions/contract/charting.ts';
import { uploadsOf, type ChartField } from '#functions/contract/form-fields.ts';
import type { ChartEntryRecord } from '#functions/model/chart-record.ts';
import { loadAccessibleClient } from '#functions/clients/public.ts';
import { toChartEntry } from '#functions/forms/chart-entry-dto.ts';
import { addChartCreate, addChartVersion, getChartEntry, getChartVersion, getLocation, listChartEntries } from '#functions/forms/chart-repository.ts';
import { clinicalAudit, type ClinicalAccess } from '#functions/forms/clinical-audit.ts';
import { imageLinks } from '#functions/forms/image-links.ts';
import { addAuditEvent, appendAuditEvents } from '#functions/lib/audit/audit-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict, forbidden, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';
import { addUploadUse } from '#functions/lib/uploads/upload-service.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

type Access = ClinicalAccess<StaffCaller>;
const fieldsOf = (r: Pick<ChartEntryRecord, 'chartHistory'>) => (r.chartHistory as { form_data: ChartField[] }).form_data;
const practiceZone = async () => (await loadPracticeSettings()).timezone;

/** The uploads a version names that the previous one did not: each must be the editor's own, and is confirmed in the write. */
async function addNewUploads(plan: TransactionPlan, caller: StaffCaller, fields: readonly ChartField[], before: readonly ChartField[]): Promise<void> {
  const known = new Set(uploadsOf(before).map((u) => u.id));
  for (const u of uploadsOf(fields).filter((x) => !known.has(x.id))) await addUploadUse(plan, caller, u.id, u.purpose, 'chart_history');
}

export async function createChartEntry(access: Access, body: ChartEntryBody): Promise<ChartEntry> {
  const { caller } = access;
  const [client, location] = await Promise.all([
    loadAccessibleClient(caller, body.client_id, 'clinical'), body.location_id ? getLocation(body.location_id) : Promise.resolve(null),
  ]);
  if (body.location_id && !location) throw validationFailed({ location_id: 'Location not found' });
  const now = new Date().toISOString();
  const entry: ChartEntryRecord = {
    id: ulid(), name: body.name, version: 1, voided: false, chartHistory: body.chart_history, employeeId: caller.employeeId, employeeName: caller.name,
    editedBy: caller.employeeId, editedByName: caller.name, clientId: client.id, clientName: client.name, clientLastName: client.last_name,
    locationId: location?.id ?? null, locationName: location?.name ?? null, createdAt: now, updatedAt: now,
  };
  const plan = new TransactionPlan();
  await addNewUploads(plan, caller, body.chart_history.form_data, []);
  addChartCreate(plan, entry);
  addAuditEvent(plan, clinicalAudit(access, 'create', 'chart_entry', entry));
  await plan.commit();
  return toChartEntry(entry, 1, await practiceZone());
}

/** AP-CHART-1 for a client the caller may see: oldest first, latest versions, one read event each. */
export async function listChartEntriesFor(access: Access, clientId: string, employeeId?: string): Promise<ChartEntry[]> {
  await loadAccessibleClient(access.caller, clientId, 'clinical');
  const entries = (await listChartEntries(clientId)).filter((e) => employeeId === undefined || e.employeeId === employeeId);
  await appendAuditEvents(entries.map((e) => clinicalAudit(access, 'read', 'chart_entry', e)));
  const timezone = await practiceZone();
  return entries.map((e) => toChartEntry(e, e.version, timezone));
}

async function loadVisibleEntry(caller: StaffCaller, id: string, consistent = false): Promise<ChartEntryRecord> {
  const entry = await getChartEntry(id, consistent);
  if (!entry) throw notFound();
  await loadAccessibleClient(caller, entry.clientId, 'clinical');
  return entry;
}

/** The latest version, or version N; with links to its images (a read event, and a download when links go out). */
export async function getChartEntryFor(access: Access, id: string, version?: number): Promise<ChartEntry> {
  const head = await loadVisibleEntry(access.caller, id);
  const shown = version === undefined || version === head.version ? head : await getChartVersion(id, version);
  if (!shown) throw notFound();
  const files = await imageLinks(uploadsOf(fieldsOf(shown)).map((u) => u.id));
  await appendAuditEvents([
    clinicalAudit(access, 'read', 'chart_entry', shown), ...(files.length > 0 ? [clinicalAudit(access, 'download', 'chart_entry', shown)] : []),
  ]);
  return toChartEntry(shown, head.version, await practiceZone(), files);
}

/** T-CHART: an edit or a void by the author or an admin appends version n+1 (409 if someone else did first). */
export async function updateChartEntry(access: Access, id: string, body: UpdateChartEntryBody): Promise<ChartEntry> {
  const { caller } = access;
  const current = await loadVisibleEntry(caller, id, true);
  if (!caller.isAdmin && current.employeeId !== caller.employeeId) throw forbidden();
  if (body.version !== undefined && body.version !== current.version) throw conflict();
  const now = new Date().toISOString();
  const next: ChartEntryRecord = {
    ...current, name: body.name ?? current.name, chartHistory: body.chart_history ?? current.chartHistory, voided: body.voided ?? current.voided,
    editedBy: caller.employeeId, editedByName: caller.name, updatedAt: now,
  };
  const plan = new TransactionPlan();
  if (body.chart_history) await addNewUploads(plan, caller, body.chart_history.form_data, fieldsOf(current));
  const version = addChartVersion(plan, current, next, now);
  addAuditEvent(plan, clinicalAudit(access, 'update', 'chart_entry', current));
  await plan.commit();
  return toChartEntry({ ...next, version }, version, await practiceZone());
}
