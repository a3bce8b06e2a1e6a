// The audit entries of clinical access to intake responses and chart entries (REFERENCE CB 14,
// decision 012): who (staff or client), what, which record of which client, from where. Writes put
// theirs in their own transaction; reads append one per item before the answer leaves.
import type { AuditAction } from '#functions/contract/audit.ts';
import type { AuditEntry } from '#functions/lib/audit/audit-repository.ts';
import type { ClientCaller, StaffCaller } from '#functions/lib/auth/caller.ts';
import type { RequestInfo } from '#functions/lib/http/endpoint.ts';

export type ClinicalResource = 'intake_response' | 'chart_entry';

export interface ClinicalAccess<C extends StaffCaller | ClientCaller = StaffCaller | ClientCaller> {
  caller: C;
  request: Pick<RequestInfo, 'ip' | 'userAgent'>;
}

export const actorOf = (caller: StaffCaller | ClientCaller) =>
  caller.kind === 'staff' ? { type: 'staff' as const, id: caller.employeeId } : { type: 'client' as const, id: caller.clientId };

export function clinicalAudit(
  access: ClinicalAccess, action: AuditAction, resourceType: ClinicalResource, record: { id: string; clientId: string },
): AuditEntry {
  return {
    actor: actorOf(access.caller), action, resourceType, resourceId: record.id, clientId: record.clientId,
    ip: access.request.ip, userAgent: access.request.userAgent,
  };
}
