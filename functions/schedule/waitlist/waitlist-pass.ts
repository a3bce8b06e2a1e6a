// Job step "waitlist" (issue 24, decision 034; data model §2.7a, AP-WAIT-2): every open entry, at most
// `limit` per run. Entries past their last date are closed; the rest are grouped by employee and
// location, each group read ONCE (the slot engine's input over the union of their ranges), and each
// entry told about time that opened up since it last looked. Re-runnable: a second pass finds its
// openings already known and sends nothing.
import { getClients } from '#functions/clients/public.ts';
import type { WaitlistRecord } from '#functions/model/waitlist-record.ts';
import { loadSlotInput } from '#functions/schedule/booking/load-slot-input.ts';
import { todayIn } from '#functions/schedule/slots/local-time.ts';
import { closeEntry, passEntry, type WaitingClient, type WaitlistOutcomeRow } from '#functions/schedule/waitlist/waitlist-entry-step.ts';
import { listOpenWaitlist } from '#functions/schedule/waitlist/waitlist-repository.ts';

/** `email_waitlist_openings` on and `do_not_email` off (REFERENCE §3.12: waitlist mail is marketing-like). */
async function loadWaitingClients(entries: readonly WaitlistRecord[]): Promise<Map<string, WaitingClient>> {
  const clients = await getClients([...new Set(entries.map((e) => e.clientId))]);
  return new Map(clients.map((c) => [c.id, {
    email: c.email.trim(), wantsOpenings: c.notification_settings.email_waitlist_openings && !c.notification_settings.do_not_email,
  }]));
}

function groupByCalendar(entries: readonly WaitlistRecord[]): WaitlistRecord[][] {
  const groups = new Map<string, WaitlistRecord[]>();
  for (const e of entries) groups.set(`${e.employeeId}#${e.locationId}`, [...(groups.get(`${e.employeeId}#${e.locationId}`) ?? []), e]);
  return [...groups.values()];
}

async function passGroup(entries: readonly WaitlistRecord[], clients: Map<string, WaitingClient>, now: Date): Promise<WaitlistOutcomeRow[]> {
  const [first] = entries;
  if (!first) return [];
  const today = todayIn(now.getTime(), first.timezone);
  const earliest = entries.map((e) => e.fromDate).reduce((a, b) => (a < b ? a : b));
  const loaded = await loadSlotInput({
    employeeId: first.employeeId, locationId: first.locationId,
    treatmentIds: [...new Set(entries.flatMap((e) => e.treatments.map((t) => t.id)))],
    fromDate: earliest > today ? earliest : today, toDate: entries.map((e) => e.toDate).reduce((a, b) => (a > b ? a : b)),
  }, now.getTime());
  const rows: WaitlistOutcomeRow[] = [];
  for (const entry of entries) {
    const row = await passEntry({ entry, loaded, client: clients.get(entry.clientId), now });
    if (row) rows.push(row);
  }
  return rows;
}

export async function runWaitlistPass(now: Date, limit = 200): Promise<WaitlistOutcomeRow[]> {
  const open = (await listOpenWaitlist()).slice(0, limit);
  const past = open.filter((e) => e.toDate < todayIn(now.getTime(), e.timezone));
  const live = open.filter((e) => !past.includes(e));
  const rows = await Promise.all(past.map((e) => closeEntry(e, 'expired', now.toISOString())));
  const clients = live.length > 0 ? await loadWaitingClients(live) : new Map<string, WaitingClient>();
  for (const group of groupByCalendar(live)) rows.push(...(await passGroup(group, clients, now)));
  return rows;
}
