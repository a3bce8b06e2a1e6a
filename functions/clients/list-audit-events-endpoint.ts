import { auditEventPage, auditEventsQuery } from '#functions/contract/audit.ts';
import { listAuditLog } from '#functions/clients/audit-log-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/audit_events (admin): clinical access, filtered by client and time range, newest first. */
export const listAuditEventsEndpoint = defineEndpoint({
  access: 'admin',
  query: auditEventsQuery,
  response: auditEventPage,
  handler: ({ query }) => listAuditLog(query),
});
