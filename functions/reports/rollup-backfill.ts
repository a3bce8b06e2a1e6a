// `npm run backfill:report-rollups` and the demo seed (data model §2.12): every report roll-up
// recomputed from the rows — all billable invoices (AP-REP-1) and all appointments of every location
// (AP-REP-2), through the same per-record figures the write paths add — and written whole, items no
// row explains deleted. Idempotent. Run it on a quiet table: a write landing between these reads and
// the Puts would be overwritten (running it again fixes that).
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { replaceAllRollups } from '#functions/lib/rollups/rollup-repository.ts';
import { appointmentRollup, invoiceRollup, mergeRollups } from '#functions/model/report-rollup.ts';
import { listAllAppointments, listAllBillableInvoices, listLocations } from '#functions/reports/report-repository.ts';

export interface BackfillResult { invoices: number; appointments: number; written: number; deleted: number }

/** `zone`: the practice time zone when the settings row is not written yet (the seed); else the stored one. */
export async function backfillReportRollups({ now = new Date().toISOString(), zone }: { now?: string; zone?: string } = {}): Promise<BackfillResult> {
  const [practiceZone, locations] = await Promise.all([zone ?? loadPracticeSettings().then((s) => s.timezone), listLocations()]);
  const [invoices, appointments] = await Promise.all([listAllBillableInvoices(), listAllAppointments(locations.map((l) => l.id))]);
  const entries = mergeRollups([
    ...invoices.flatMap((i) => invoiceRollup(i, practiceZone)), ...appointments.flatMap((a) => appointmentRollup(a, practiceZone)),
  ]);
  const { written, deleted } = await replaceAllRollups(entries, now);
  return { invoices: invoices.length, appointments: appointments.length, written, deleted };
}
