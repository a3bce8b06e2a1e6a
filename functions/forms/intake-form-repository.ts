// Intake form items (docs/data-model.md §2.9): root `FORM#<id>/#META` in the `FORMS` collection
// (AP-FORM-1, AP-FORM-2), the `FORM_NAME` uniqueness item, and T-FORM-LINK: a form's `treatment_ids`
// and each treatment's `intake_form_ids` change in the form's transaction.
import type { IntakeFormBody } from '#functions/contract/intake-forms.ts';
import { formKeys } from '#functions/model/form-keys.ts';
import { intakeFormFromItem, type IntakeFormRecord } from '#functions/model/intake-form-record.ts';
import { treatmentKeys } from '#functions/model/treatment-keys.ts';
import { treatmentFromItem, type TreatmentRecord } from '#functions/model/treatment-record.ts';
import { batchGet, queryPartition } from '#functions/lib/db/queries.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { addNameSwap, uniqueNameItem, versionedSet } from '#functions/lib/db/write-steps.ts';
import { validationFailed } from '#functions/lib/errors/app-error.ts';

export const nameTaken = () => validationFailed({ name: 'Form name already exists' });
const treatmentMissing = () => validationFailed({ treatment_ids: 'Treatment not found' });

/** AP-FORM-1. */
export async function listIntakeForms(): Promise<IntakeFormRecord[]> {
  return (await queryPartition(formKeys.allIntakeForms())).map(intakeFormFromItem);
}

/** AP-FORM-2. */
export async function getIntakeForm(id: string, consistent = false): Promise<IntakeFormRecord | null> {
  const item = await getItem(formKeys.intakeForm(id), consistent);
  return item ? intakeFormFromItem(item) : null;
}

/** AP-FORM-2 as a BatchGet. */
export async function getIntakeForms(ids: readonly string[]): Promise<IntakeFormRecord[]> {
  return (await batchGet(ids.map(formKeys.intakeForm))).map(intakeFormFromItem);
}

/** AP-CAT-6 as a BatchGet: the treatments a form names (their names, their form links). */
export async function getTreatments(ids: readonly string[]): Promise<TreatmentRecord[]> {
  return (await batchGet(ids.map(treatmentKeys.treatment))).map(treatmentFromItem);
}

const contentOf = (b: Partial<IntakeFormBody>): Item => Object.fromEntries(Object.entries({
  name: b.name, prompt_type: b.prompt_type, effective_date: b.effective_date, valid_for: b.valid_for, introduction: b.introduction,
  appointment_type: b.appointment_type, form_data: b.form_data,
}).filter(([, v]) => v !== undefined));

export interface NewForm {
  id: string;
  body: IntakeFormBody;
  owner: { id: string; name: string; isAdmin: boolean };
  now: string;
}

/** The stored form of a create (the seed writes the same item). */
export function newIntakeFormItem(f: NewForm): Item {
  const ids = [...new Set(f.body.treatment_ids)];
  return {
    ...formKeys.intakeForm(f.id), ...formKeys.intakeFormIndex(f.id), entity: 'intake_form', id: f.id, ...contentOf(f.body),
    employee_id: f.owner.id, employee_name: f.owner.name, owner_is_admin: f.owner.isAdmin,
    ...(ids.length > 0 ? { treatment_ids: new Set(ids) } : {}), created_at: f.now, updated_at: f.now, version: 1,
  };
}

export const formNameItem = (f: Pick<NewForm, 'id' | 'body' | 'now'>): Item => uniqueNameItem('FORM_NAME', f.body.name, { type: 'intake_form', id: f.id }, f.now);

/** T-FORM-LINK on create: the form, its name claim and the links on each treatment. */
export function addFormCreate(plan: TransactionPlan, f: NewForm): void {
  plan.put(newIntakeFormItem(f));
  plan.put(formNameItem(f), nameTaken);
  addLinkChanges(plan, f.id, [...new Set(f.body.treatment_ids)], []);
}

/** The other side of T-FORM-LINK: ADD/DELETE the form's id in each treatment's set (commutative). */
function addLinkChanges(plan: TransactionPlan, formId: string, added: readonly string[], removed: readonly string[]): void {
  for (const [ids, verb] of [[added, 'ADD'], [removed, 'DELETE']] as const) {
    for (const id of ids) {
      plan.update(treatmentKeys.treatment(id), {
        expression: `${verb} intake_form_ids :f`, condition: 'attribute_exists(PK)', values: { ':f': new Set([formId]) },
      }, treatmentMissing);
    }
  }
}

/** T-FORM-LINK on update: the versioned form, a name swap on rename, the changed links. */
export function addFormUpdate(plan: TransactionPlan, current: IntakeFormRecord, body: Partial<IntakeFormBody>, expected: number, now: string): void {
  const ids = body.treatment_ids ? [...new Set(body.treatment_ids)] : current.treatmentIds;
  const added = ids.filter((id) => !current.treatmentIds.includes(id));
  const removed = current.treatmentIds.filter((id) => !ids.includes(id));
  const content = { ...contentOf(body), ...(ids.length > 0 ? { treatment_ids: new Set(ids) } : {}) };
  plan.update(formKeys.intakeForm(current.id), versionedSet(content, expected, now, ids.length > 0 ? [] : ['treatment_ids']));
  if (body.name !== undefined) {
    addNameSwap({ plan, kind: 'FORM_NAME', from: current.name, to: body.name, owner: { type: 'intake_form', id: current.id }, now, onTaken: nameTaken });
  }
  addLinkChanges(plan, current.id, added, removed);
}
