// The audit event as the admin's audit log answers it (REFERENCE §4.2): who did what to which
// resource of which client, and when. The request's ip and user agent are kept in the table only.
import type { AuditEvent } from '#functions/contract/audit.ts';
import type { AuditEventRecord } from '#functions/lib/audit/audit-repository.ts';

export const toAuditEvent = (e: AuditEventRecord): AuditEvent => ({
  id: e.id, at: e.at, action: e.action, resource_type: e.resourceType, resource_id: e.resourceId, client_id: e.clientId,
  actor: { type: e.actor.type, id: e.actor.id },
});
