// Intake forms for staff (REFERENCE §1, §3.10, §4.6): admins see and edit every form; other staff
// see their own and the admins' forms (others → 404) and edit only their own (403). A taken name is
// 422 "Form name already exists"; links to treatments change on both sides in one transaction.
import { ulid } from 'ulid';
import type { IntakeForm, IntakeFormBody, UpdateIntakeFormBody } from '#functions/contract/intake-forms.ts';
import type { IntakeFormRecord } from '#functions/model/intake-form-record.ts';
import { toIntakeForm } from '#functions/forms/intake-form-dto.ts';
import {
  addFormCreate, addFormUpdate, getIntakeForm, getTreatments, listIntakeForms,
} from '#functions/forms/intake-form-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import { checkMayEdit, seesOwned } from '#functions/forms/ownership.ts';

/** The names of the treatments the forms link to (one BatchGet, AP-CAT-6). */
export async function treatmentNamesOf(forms: readonly IntakeFormRecord[]): Promise<Map<string, string>> {
  const ids = [...new Set(forms.flatMap((f) => f.treatmentIds))];
  return new Map((await getTreatments(ids)).map((t) => [t.id, t.name]));
}

async function answer(forms: readonly IntakeFormRecord[]): Promise<IntakeForm[]> {
  const names = await treatmentNamesOf(forms);
  return forms.map((f) => toIntakeForm(f, names));
}

/** AP-FORM-1: the forms the caller sees, by name; `treatmentId` keeps those NOT linked to it (the picker). */
export async function listFormsForStaff(caller: StaffCaller, treatmentId?: string): Promise<IntakeForm[]> {
  const forms = (await listIntakeForms())
    .filter((f) => seesOwned(caller, f) && (treatmentId === undefined || !f.treatmentIds.includes(treatmentId)))
    .sort((a, b) => a.name.localeCompare(b.name));
  return answer(forms);
}

export async function loadVisibleForm(caller: StaffCaller, id: string, consistent = false): Promise<IntakeFormRecord> {
  const form = await getIntakeForm(id, consistent);
  if (!form || !seesOwned(caller, form)) throw notFound();
  return form;
}

/** A write answers from a strongly consistent read of what it wrote. */
export async function getFormForStaff(caller: StaffCaller, id: string, consistent = false): Promise<IntakeForm> {
  const [form] = await answer([await loadVisibleForm(caller, id, consistent)]);
  if (!form) throw notFound();
  return form;
}

export async function createForm(caller: StaffCaller, body: IntakeFormBody): Promise<IntakeForm> {
  const plan = new TransactionPlan();
  const id = ulid();
  addFormCreate(plan, { id, body, owner: { id: caller.employeeId, name: caller.name, isAdmin: caller.isAdmin }, now: new Date().toISOString() });
  await plan.commit();
  return getFormForStaff(caller, id, true);
}

export async function updateForm(caller: StaffCaller, id: string, body: UpdateIntakeFormBody): Promise<IntakeForm> {
  const current = await loadVisibleForm(caller, id, true);
  const { version, ...changes } = body;
  checkMayEdit({ caller, current, version });
  const plan = new TransactionPlan();
  addFormUpdate(plan, current, changes, current.version, new Date().toISOString());
  await plan.commit();
  return getFormForStaff(caller, id, true);
}
