// The audit log of clinical access (REFERENCE §3.10 CB 14, §4.2): admins read it, filtered by client
// and time range, paginated.
import * as z from 'zod';
import { id } from '#functions/contract/common.ts';
import { orderedRange } from '#functions/contract/date-range.ts';

export const auditActions = ['read', 'create', 'update', 'delete', 'download'] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEventsQuery = orderedRange(z.object({
  client_id: id.optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(12),
}), 'from', 'to');
export type AuditEventsQuery = z.output<typeof auditEventsQuery>;

export const auditEvent = z.object({
  id: z.string(), at: z.string(), action: z.enum(auditActions), resource_type: z.string(), resource_id: z.string(),
  client_id: z.string().nullable(), actor: z.object({ type: z.enum(['staff', 'client']), id: z.string() }),
});
export type AuditEvent = z.infer<typeof auditEvent>;
export const auditEventPage = z.object({
  events: z.array(auditEvent), current_page: z.int(), total_pages: z.int(), total_entries: z.int(),
});
export type AuditEventPage = z.infer<typeof auditEventPage>;
