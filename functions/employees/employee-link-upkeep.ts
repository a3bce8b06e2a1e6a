// Upkeep of the items that copy an employee's data, done after the employee's own transaction
// commits (data model §1.3, §2.1). The copies are display-only, so they take no version bump, and a
// link deleted meanwhile stays deleted (every update is conditioned on the item still existing).
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { listMenteeLinks } from '#functions/employees/employee-list-repository.ts';
import { queryChildren } from '#functions/lib/db/queries.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { keys } from '#functions/lib/db/keys.ts';

const parallelWrites = 10;

async function setOnEach(items: readonly Item[], attribute: string, value: unknown): Promise<void> {
  for (let i = 0; i < items.length; i += parallelWrites) {
    await Promise.all(items.slice(i, i + parallelWrites).map(async (item) => {
      try {
        await db.send(new UpdateCommand({
          TableName: tableName(), Key: { PK: String(item.PK), SK: String(item.SK) },
          UpdateExpression: 'SET #a = :v', ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#a': attribute }, ExpressionAttributeValues: { ':v': value },
        }));
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }));
  }
}

/**
 * A rename refreshes the copies this capability owns: the employee's location links (AP-EMP-3),
 * the links naming them as a mentor (AP-EMP-5) and their client links (AP-EMP-13). Appointments
 * (AP-APPT-1), invoices (AP-INV-5) and treatments (AP-CAT-3) join here with those capabilities.
 */
export async function refreshNameCopies(employeeId: string, name: string, locationLinks: readonly Item[]): Promise<void> {
  const [menteeLinks, clientLinks] = await Promise.all([
    listMenteeLinks(employeeId),
    queryChildren(keys.employee(employeeId).PK, 'CLIENT#'),
  ]);
  await setOnEach(locationLinks, 'employee_name', name);
  await setOnEach(menteeLinks, 'mentor_name', name);
  await setOnEach(clientLinks, 'employee_name', name);
}

/** After a removal, public lists stop showing the employee at their locations (filter `employee_active`). */
export const deactivateLocationLinks = (locationLinks: readonly Item[]): Promise<void> => setOnEach(locationLinks, 'employee_active', false);

/**
 * When someone stops being a mentor (the flag is cleared, or they are removed), the links naming
 * them as a mentor go, so no fee invoice is created for them any more. Removing a link only lowers
 * the mentee's percentage sum, so the mentee's root needs no version check.
 */
export async function detachMentees(mentorId: string): Promise<void> {
  const links = await listMenteeLinks(mentorId);
  for (let i = 0; i < links.length; i += 25) {
    const batch = links.slice(i, i + 25).map((l) => ({ DeleteRequest: { Key: { PK: String(l.PK), SK: String(l.SK) } } }));
    let pending: typeof batch = batch;
    for (let attempt = 0; pending.length > 0 && attempt < 8; attempt += 1) {
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof batch;
    }
  }
}
