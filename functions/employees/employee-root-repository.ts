// The root's share of an admin's PATCH (data model §1.5, §2.1): one versioned Update of the fields
// sent, the index keys that follow from them (a rename moves GSI1SK/GSI2SK; clearing `is_mentor`
// leaves the MENTORS index), and the uniqueness swaps for a new email or name.
import type { UpdateEmployeeBody } from '#functions/contract/employees.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { EmployeeRoot } from '#functions/model/employee-record.ts';
import { normEmail } from '#functions/lib/db/keys.ts';
import { addNameSwap, versionedSet } from '#functions/lib/db/write-steps.ts';
import { validationFailed } from '#functions/lib/errors/app-error.ts';

/** The root attributes an admin may set; links and the version are handled separately. */
const rootFields = [
  'name', 'email', 'vendor_name', 'gfe', 'service_percentage', 'retail_percentage', 'wellness_percentage',
  'has_access_only_to', 'require_deposit', 'instant_pay', 'is_admin', 'is_inv_manager', 'is_mentor',
] as const;

function changedFields(root: EmployeeRoot, body: UpdateEmployeeBody): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const field of rootFields) {
    const value = body[field];
    if (value !== undefined) set[field] = field === 'email' && typeof value === 'string' ? normEmail(value) : value;
  }
  const name = typeof set.name === 'string' ? set.name : root.name;
  const isMentor = typeof set.is_mentor === 'boolean' ? set.is_mentor : root.is_mentor;
  Object.assign(set, { GSI1SK: employeeKeys.employeeStatusIndex('active', name, root.id).GSI1SK });
  if (isMentor) Object.assign(set, employeeKeys.mentorIndex(name, root.id));
  return set;
}

/** Versioned Update of the root; removed employees are never updated. */
/** `photo`: the profile-photo attributes the same update sets (see profilePhotoFields). */
export function addRootUpdate(plan: TransactionPlan, root: EmployeeRoot, body: UpdateEmployeeBody, now: string, photo: Record<string, unknown> = {}): void {
  const set = { ...changedFields(root, body), ...photo };
  const isMentor = typeof set.is_mentor === 'boolean' ? set.is_mentor : root.is_mentor;
  plan.update(employeeKeys.employee(root.id), versionedSet(set, body.version, now, isMentor ? [] : ['GSI2PK', 'GSI2SK'], 'attribute_not_exists(deactivated_at)'));
}

/** A new email or name (as normalised) moves its uniqueness item in the same transaction. */
export function addUniquenessSwaps(plan: TransactionPlan, root: EmployeeRoot, body: UpdateEmployeeBody, now: string): void {
  const swap = { plan, owner: { type: 'employee', id: root.id }, now } as const;
  if (body.email !== undefined) {
    addNameSwap({ ...swap, kind: 'EMP_EMAIL', from: root.email, to: body.email, onTaken: () => validationFailed({ email: 'Email already taken' }) });
  }
  if (body.name !== undefined) {
    addNameSwap({ ...swap, kind: 'EMP_NAME', from: root.name, to: body.name, onTaken: () => validationFailed({ name: 'Name already taken' }) });
  }
}
