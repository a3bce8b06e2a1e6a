// Treatment items (docs/data-model.md §2.4): root `TREAT#<id>/#META`, indexed by creator (AP-CAT-3),
// as a base treatment when an admin made it (AP-CAT-4) and by product (AP-CAT-5). `quantity` is
// stored in integer hundredths like every stock quantity; the API speaks decimals.
import { treatmentKeys } from '#functions/model/treatment-keys.ts';
import { treatmentFromItem, type TreatmentRecord } from '#functions/model/treatment-record.ts';
import { toHundredths } from '#functions/contract/money.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { refreshDisplayCopies, versionedSet } from '#functions/lib/db/write-steps.ts';
import { queryPartition } from '#functions/lib/db/queries.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';

export interface TreatmentDraft {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  /** Cleanup after the appointment; undefined leaves the stored value (0 on create). */
  bufferMinutes?: number | undefined;
  costCents: number;
  /** Product units used, as a decimal (20, 0.5). */
  quantity: number;
  creator: { id: string; name: string; isAdmin: boolean };
  product: { id: string; name: string; productType: string };
}

/** The attributes a create writes and an update rewrites, index keys included. */
export function treatmentAttributes(t: TreatmentDraft): Item {
  return {
    ...treatmentKeys.treatmentIndex({ id: t.id, createdBy: t.creator.id, productId: t.product.id, isBase: t.creator.isAdmin }),
    name: t.name, description: t.description, duration_minutes: t.durationMinutes, cost_cents: t.costCents,
    quantity: toHundredths(t.quantity), product_id: t.product.id, product_name: t.product.name,
    product_type: t.product.productType, created_by: t.creator.id, employee_name: t.creator.name, is_base: t.creator.isAdmin,
    ...(t.bufferMinutes !== undefined ? { buffer_minutes: t.bufferMinutes } : {}),
  };
}

/** Base-treatment keys to drop when an update makes the treatment someone else's. */
const baseIndexAttributes = ['GSI2PK', 'GSI2SK'] as const;

/** PUT replaces the treatment's attributes (versioned); a non-admin creator's leaves the base list. */
export function addTreatmentReplace(plan: TransactionPlan, t: TreatmentDraft, version: number, now: string): Item {
  const attributes = treatmentAttributes(t);
  plan.update(treatmentKeys.treatment(t.id), versionedSet(attributes, version, now, t.creator.isAdmin ? [] : baseIndexAttributes));
  return attributes;
}

/** Delete archives: a versioned `SET archived`; appointments keep their price snapshots. */
export function addTreatmentArchive(plan: TransactionPlan, id: string, version: number, now: string): void {
  plan.update(treatmentKeys.treatment(id), versionedSet({ archived: true }, version, now));
}

export function newTreatmentItem(t: TreatmentDraft, now: string): Item {
  return {
    ...treatmentKeys.treatment(t.id), entity: 'treatment', id: t.id, buffer_minutes: 0, ...treatmentAttributes(t),
    archived: false, created_at: now, updated_at: now, version: 1,
  };
}

/** AP-CAT-6. */
export async function getTreatment(id: string, consistent = false): Promise<TreatmentRecord | undefined> {
  const item = await getItem(treatmentKeys.treatment(id), consistent);
  return item ? treatmentFromItem(item) : undefined;
}

export const isLiveTreatment = (treatment: TreatmentRecord): boolean => !treatment.archived;
const byName = (a: TreatmentRecord, b: TreatmentRecord) => a.name.localeCompare(b.name);

/** AP-CAT-3: an employee's own treatments (their bookable ones), live only, by name. */
export async function listTreatmentsOf(employeeId: string): Promise<TreatmentRecord[]> {
  return (await queryPartition(treatmentKeys.treatmentsOfCreator(employeeId))).map(treatmentFromItem).filter(isLiveTreatment).sort(byName);
}

/** AP-CAT-4: the treatments admins created, live only, by name. */
export async function listBaseTreatments(): Promise<TreatmentRecord[]> {
  return (await queryPartition(treatmentKeys.baseTreatments())).map(treatmentFromItem).filter(isLiveTreatment).sort(byName);
}

/** For the employees group, after an employee's rename commits: `employee_name` on their treatments (AP-CAT-3). */
export async function refreshCreatorName(employeeId: string, name: string): Promise<void> {
  await refreshDisplayCopies(await queryPartition(treatmentKeys.treatmentsOfCreator(employeeId)), { employee_name: name });
}
