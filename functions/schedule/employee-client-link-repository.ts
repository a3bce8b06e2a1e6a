// The employee–client link ("linked client", docs/data-model.md §2.1 EmployeeClient) as a T-BOOK
// step: an unconditional upsert, so it can sit in the booking transaction whether or not the link
// exists. (The clients group has a similar step; the two are to be folded into one.)
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { scheduleKeys } from '#functions/schedule/schedule-keys.ts';

export interface LinkParties {
  employee: { id: string; name: string };
  client: { id: string; name: string; lastName: string; email: string; phone: string | null };
}

export function addEmployeeClientLink(plan: TransactionPlan, p: LinkParties, now: string): void {
  const index = scheduleKeys.employeeClientLinkIndex(p.employee.id, p.client.id);
  plan.update(scheduleKeys.employeeClientLink(p.employee.id, p.client.id), {
    expression: 'SET #entity = :entity, employee_id = :e, client_id = :c, client_name = :cn, client_last_name = :cl, client_email = :ce, '
      + 'client_phone = :cp, search_text = :st, employee_name = :en, GSI1PK = :g1pk, GSI1SK = :g1sk, '
      + 'created_at = if_not_exists(created_at, :now), updated_at = :now',
    names: { '#entity': 'entity' },
    values: {
      ':entity': 'employee_client', ':e': p.employee.id, ':c': p.client.id, ':cn': p.client.name, ':cl': p.client.lastName,
      ':ce': p.client.email, ':cp': p.client.phone, ':st': `${p.client.name} ${p.client.lastName} ${p.client.email}`.toLowerCase(),
      ':en': p.employee.name, ':g1pk': index.GSI1PK, ':g1sk': index.GSI1SK, ':now': now,
    },
  });
}
