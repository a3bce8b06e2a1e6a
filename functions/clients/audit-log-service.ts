// The admin's view of the audit log (REFERENCE §3.10, §4.2). Without a range it shows the last 30
// days; a range without a client fans out over its UTC days, so it is capped at a year.
import type { AuditEventPage, AuditEventsQuery } from '#functions/contract/audit.ts';
import { toAuditEvent } from '#functions/lib/audit/audit-dto.ts';
import { listAuditEvents } from '#functions/lib/audit/audit-repository.ts';
import { badRequest } from '#functions/lib/errors/app-error.ts';

const day = 86_400_000;
const maxDays = 366;

export async function listAuditLog(q: AuditEventsQuery): Promise<AuditEventPage> {
  const to = q.to ? new Date(q.to) : new Date();
  const from = q.from ? new Date(q.from) : new Date(to.getTime() - 30 * day);
  if (from >= to) throw badRequest({ from: 'From must be before to' });
  if (!q.client_id && to.getTime() - from.getTime() > maxDays * day) throw badRequest({ from: 'The range may cover at most one year' });
  const page = await listAuditEvents({
    ...(q.client_id ? { clientId: q.client_id } : {}), from: from.toISOString(), to: to.toISOString(), page: q.page, perPage: q.per_page,
  });
  return { events: page.items.map(toAuditEvent), current_page: page.current_page, total_pages: page.total_pages, total_entries: page.total_entries };
}
