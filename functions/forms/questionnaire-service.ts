// Questionnaires, the chart templates (REFERENCE §1, §3.10, §4.6): like intake forms, staff read their
// own and the admins' (others → 404) and write their own (403); admins read and write every one.
import { ulid } from 'ulid';
import type { Questionnaire, QuestionnaireBody, QuestionnaireTemplate, UpdateQuestionnaireBody } from '#functions/contract/charting.ts';
import { questionnaireFromItem, type QuestionnaireRecord } from '#functions/model/chart-record.ts';
import {
  getQuestionnaire, listQuestionnaires, newQuestionnaireItem, updateQuestionnaireItem,
} from '#functions/forms/questionnaire-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import { checkMayEdit, seesOwned } from '#functions/forms/ownership.ts';

export const toQuestionnaire = (q: QuestionnaireRecord): Questionnaire => ({
  id: q.id, name: q.name, template: q.template as QuestionnaireTemplate, employee: { id: q.employeeId, name: q.employeeName },
  version: q.version, created_at: q.createdAt, updated_at: q.updatedAt,
});

export async function listQuestionnairesFor(caller: StaffCaller, employeeId?: string): Promise<Questionnaire[]> {
  return (await listQuestionnaires())
    .filter((q) => seesOwned(caller, q) && (employeeId === undefined || q.employeeId === employeeId))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(toQuestionnaire);
}

async function loadVisible(caller: StaffCaller, id: string, consistent = false): Promise<QuestionnaireRecord> {
  const q = await getQuestionnaire(id, consistent);
  if (!q || !seesOwned(caller, q)) throw notFound();
  return q;
}

export const getQuestionnaireFor = async (caller: StaffCaller, id: string): Promise<Questionnaire> => toQuestionnaire(await loadVisible(caller, id));

export async function createQuestionnaire(caller: StaffCaller, body: QuestionnaireBody): Promise<Questionnaire> {
  const item = newQuestionnaireItem({ id: ulid(), body, owner: { id: caller.employeeId, name: caller.name, isAdmin: caller.isAdmin }, now: new Date().toISOString() });
  await new TransactionPlan().put(item).commit();
  return toQuestionnaire(questionnaireFromItem(item));
}

export async function updateQuestionnaire(caller: StaffCaller, id: string, body: UpdateQuestionnaireBody): Promise<Questionnaire> {
  const current = await loadVisible(caller, id, true);
  const { version, ...changes } = body;
  checkMayEdit({ caller, current, version });
  return toQuestionnaire(questionnaireFromItem(await updateQuestionnaireItem(id, changes, current.version, new Date().toISOString())));
}
