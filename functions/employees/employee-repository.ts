// Employee items (docs/data-model.md §2.1): the root `EMP#<id>/#META` with its children (location
// links, mentor links) in the same partition, so one employee reads as a root plus one Query.
import { randomInt } from 'node:crypto';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import {
  employeeFromItem, locationLinkFromItem, mentorLinkFromItem, type EmployeeRecord, type EmployeeRoot,
} from '#functions/model/employee-record.ts';
import { queryAll } from '#functions/lib/db/queries.ts';
import { getItem, lookupOwner, type Item } from '#functions/lib/db/read.ts';
import { keys, normEmail, normName } from '#functions/lib/db/keys.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { versionedSet } from '#functions/lib/db/write-steps.ts';

/**
 * AP-EMP-2 + AP-EMP-3 + AP-EMP-4, strongly consistent (read-before-write). The links are one range
 * `LOC#` … `MENTOR#~` of the partition, so availability, client links and tokens are not read.
 */
export async function loadEmployee(id: string): Promise<EmployeeRecord | null> {
  const { PK } = employeeKeys.employee(id);
  const [root, links] = await Promise.all([
    getItem(employeeKeys.employee(id), true),
    queryAll({
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': PK, ':from': employeeKeys.linkRange.from, ':to': employeeKeys.linkRange.to },
      ConsistentRead: true,
    }),
  ]);
  if (!root) return null;
  const sk = (item: Item) => (typeof item.SK === 'string' ? item.SK : '');
  return {
    root: employeeFromItem(root),
    locations: links.filter((i) => sk(i).startsWith(employeeKeys.locationLinkPrefix)).map(locationLinkFromItem),
    mentors: links.filter((i) => sk(i).startsWith(employeeKeys.mentorLinkPrefix)).map(mentorLinkFromItem),
  };
}

/** AP-EMP-2: the root alone (removed employees too), or undefined. */
export async function getEmployeeRoot(id: string, consistent = false): Promise<EmployeeRoot | undefined> {
  const item = await getItem(employeeKeys.employee(id), consistent);
  return item ? employeeFromItem(item) : undefined;
}

/** An employee that exists and has not been removed, or null. */
export async function loadActiveEmployee(id: string): Promise<EmployeeRecord | null> {
  const record = await loadEmployee(id);
  return record && record.root.deactivated_at === null ? record : null;
}

/** AP-EMP-10: the employee whose referral code this is, or undefined. */
export const employeeIdByReference = (referenceNumber: string): Promise<string | undefined> => lookupOwner('EMP_REF', referenceNumber);

/** The employee root for a sign-in email (AP-AUTH-3), or undefined. */
export async function findEmployeeByEmail(email: string): Promise<EmployeeRoot | undefined> {
  const id = await lookupOwner('EMP_EMAIL', normEmail(email));
  return id ? getEmployeeRoot(id, true) : undefined;
}

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The referral code: 20 random letters (REFERENCE §2.1). */
export const newReferenceNumber = (): string => Array.from({ length: 20 }, () => letters[randomInt(letters.length)]).join('');

export interface NewEmployee {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  isAdmin: boolean;
  isInvManager: boolean;
  isMentor: boolean;
  percentages: { service: number; retail: number; wellness: number };
  vendorName: string | null;
  gfe?: boolean;
  hasAccessOnlyTo?: string[];
  requireDeposit?: boolean;
  instantPay?: boolean;
}

/** A uniqueness item (`UNIQUE#<kind>#<value>`) owned by an employee (data model §1.5). */
export const employeeUniqueItem = (kind: 'EMP_EMAIL' | 'EMP_NAME' | 'EMP_REF', value: string, employeeId: string, now: string): Item => ({
  ...keys.unique(kind, value), entity: 'uniqueness', kind, owner_type: 'employee', owner_id: employeeId, created_at: now,
});

/** The root and its uniqueness items, to be written in one transaction with `attribute_not_exists`. */
export function newEmployeeItems(e: NewEmployee, now: string): { root: Item; uniques: Item[] } {
  const reference = newReferenceNumber();
  const root: Item = {
    ...employeeKeys.employee(e.id), entity: 'employee', id: e.id, name: e.name, email: normEmail(e.email),
    password_hash: e.passwordHash, must_change_password: false, gfe: e.gfe ?? false,
    service_percentage: e.percentages.service, retail_percentage: e.percentages.retail, wellness_percentage: e.percentages.wellness,
    has_access_only_to: e.hasAccessOnlyTo ?? ['all'], vendor_name: e.vendorName, reference_number: reference,
    require_deposit: e.requireDeposit ?? false, instant_pay: e.instantPay ?? false, plan: null, stripe_payouts_enabled: false,
    is_admin: e.isAdmin, is_inv_manager: e.isInvManager, is_mentor: e.isMentor,
    ...employeeKeys.employeeStatusIndex('active', e.name, e.id),
    ...(e.isMentor ? employeeKeys.mentorIndex(e.name, e.id) : {}),
    created_at: now, updated_at: now, version: 1,
  };
  return {
    root,
    uniques: [
      employeeUniqueItem('EMP_EMAIL', normEmail(e.email), e.id, now),
      employeeUniqueItem('EMP_NAME', normName(e.name), e.id, now),
      employeeUniqueItem('EMP_REF', reference, e.id, now),
    ],
  };
}

/**
 * Removal (T-EMP-REMOVE): `deactivated_at` set, the root moves to `EMPLOYEES#inactive` and leaves the
 * mentor index; versioned, and never twice.
 */
export function addDeactivation(plan: TransactionPlan, root: EmployeeRoot, now: string): void {
  plan.update(employeeKeys.employee(root.id), {
    expression: 'SET deactivated_at = :now, updated_at = :now, GSI1PK = :inactive REMOVE GSI2PK, GSI2SK ADD #version :one',
    condition: '#version = :expected AND attribute_not_exists(deactivated_at)',
    names: { '#version': 'version' },
    values: { ':now': now, ':inactive': employeeKeys.employeesByStatus('inactive').GSI1PK, ':expected': root.version, ':one': 1 },
  });
}

/** A staff member's own fields (vendor name, Pay Faster): one versioned update of the root. */
/** `plan` may already hold steps of the same write (confirming the photo's upload). */
export async function updateOwnFields(id: string, version: number, fields: Record<string, unknown>, plan = new TransactionPlan()): Promise<void> {
  plan.update(employeeKeys.employee(id), versionedSet(fields, version, new Date().toISOString(), [], 'attribute_not_exists(deactivated_at)'));
  await plan.commit();
}
