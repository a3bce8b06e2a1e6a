// The root's share of an admin's PATCH (data model §1.5, §2.1): one versioned Update of the fields
// sent, the index keys that follow from them (a rename moves GSI1SK/GSI2SK; clearing `is_mentor`
// leaves the MENTORS index), and the uniqueness swaps for a new email or name.
import type { UpdateEmployeeBody } from '#functions/contract/employees.ts';
import { employeeUniqueItem } from '#functions/employees/employee-repository.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { keys, normEmail, normName } from '#functions/lib/db/keys.ts';
import { validationFailed } from '#functions/lib/errors/app-error.ts';

/** The root attributes an admin may set; links and the version are handled separately. */
const rootFields = [
  'name', 'email', 'vendor_name', 'gfe', 'service_percentage', 'retail_percentage', 'wellness_percentage',
  'has_access_only_to', 'require_deposit', 'instant_pay', 'is_admin', 'is_inv_manager', 'is_mentor',
] as const;

function changedFields(root: Item, body: UpdateEmployeeBody): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const field of rootFields) {
    const value = body[field];
    if (value !== undefined) set[field] = field === 'email' && typeof value === 'string' ? normEmail(value) : value;
  }
  const id = String(root.id);
  const name = typeof set.name === 'string' ? set.name : String(root.name);
  const isMentor = typeof set.is_mentor === 'boolean' ? set.is_mentor : root.is_mentor === true;
  Object.assign(set, { GSI1SK: keys.employeeStatusIndex('active', name, id).GSI1SK });
  if (isMentor) Object.assign(set, keys.mentorIndex(name, id));
  return set;
}

/** Versioned Update of the root; removed employees are never updated. */
export function addRootUpdate(plan: TransactionPlan, root: Item, body: UpdateEmployeeBody, now: string): void {
  const set = changedFields(root, body);
  const isMentor = typeof set.is_mentor === 'boolean' ? set.is_mentor : root.is_mentor === true;
  const names: Record<string, string> = { '#version': 'version', '#updated_at': 'updated_at' };
  const values: Record<string, unknown> = { ':expected': body.version, ':one': 1, ':now': now };
  const assignments = ['#updated_at = :now'];
  Object.entries(set).forEach(([attribute, value], i) => {
    names[`#f${i}`] = attribute;
    values[`:f${i}`] = value;
    assignments.push(`#f${i} = :f${i}`);
  });
  plan.update(keys.employee(String(root.id)), {
    expression: `SET ${assignments.join(', ')}${isMentor ? '' : ' REMOVE GSI2PK, GSI2SK'} ADD #version :one`,
    condition: '#version = :expected AND attribute_not_exists(deactivated_at)',
    names, values,
  });
}

function swapUnique(plan: TransactionPlan, kind: 'EMP_EMAIL' | 'EMP_NAME', from: string, to: string, id: string, now: string, field: string, message: string): void {
  plan.delete(keys.unique(kind, from), { expression: 'owner_id = :id', values: { ':id': id } });
  plan.put(employeeUniqueItem(kind, to, id, now), () => validationFailed({ [field]: message }));
}

/** A new email or name (as normalised) moves its uniqueness item in the same transaction. */
export function addUniquenessSwaps(plan: TransactionPlan, root: Item, body: UpdateEmployeeBody, now: string): void {
  const id = String(root.id);
  const oldEmail = normEmail(String(root.email));
  if (body.email !== undefined && normEmail(body.email) !== oldEmail) {
    swapUnique(plan, 'EMP_EMAIL', oldEmail, normEmail(body.email), id, now, 'email', 'Email already taken');
  }
  const oldName = normName(String(root.name));
  if (body.name !== undefined && normName(body.name) !== oldName) {
    swapUnique(plan, 'EMP_NAME', oldName, normName(body.name), id, now, 'name', 'Name already taken');
  }
}
