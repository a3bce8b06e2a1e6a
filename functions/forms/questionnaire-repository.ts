// Questionnaire items (docs/data-model.md §2.9): `QNR#<id>/#META` in the `QUESTIONNAIRES` collection
// (AP-FORM-3, AP-FORM-4). A versioned root; the built-in SOAP and COVID-19 templates are ordinary rows.
import type { QuestionnaireBody } from '#functions/contract/charting.ts';
import { formKeys } from '#functions/model/form-keys.ts';
import { questionnaireFromItem, type QuestionnaireRecord } from '#functions/model/chart-record.ts';
import { queryPartition } from '#functions/lib/db/queries.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import { updateItem } from '#functions/lib/db/write.ts';
import { versionedSet } from '#functions/lib/db/write-steps.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';

/** AP-FORM-3. */
export async function listQuestionnaires(): Promise<QuestionnaireRecord[]> {
  return (await queryPartition(formKeys.allQuestionnaires())).map(questionnaireFromItem);
}

/** AP-FORM-4. */
export async function getQuestionnaire(id: string, consistent = false): Promise<QuestionnaireRecord | null> {
  const item = await getItem(formKeys.questionnaire(id), consistent);
  return item ? questionnaireFromItem(item) : null;
}

export function newQuestionnaireItem(q: { id: string; body: QuestionnaireBody; owner: { id: string; name: string; isAdmin: boolean }; now: string }): Item {
  return {
    ...formKeys.questionnaire(q.id), ...formKeys.questionnaireIndex(q.id), entity: 'questionnaire', id: q.id, name: q.body.name,
    template: q.body.template, employee_id: q.owner.id, employee_name: q.owner.name, owner_is_admin: q.owner.isAdmin,
    created_at: q.now, updated_at: q.now, version: 1,
  };
}

/** The versioned update (409 `conflict` on a stale version); returns the stored item. */
export async function updateQuestionnaireItem(id: string, set: Partial<QuestionnaireBody>, expected: number, now: string): Promise<Item> {
  const updated = await updateItem(formKeys.questionnaire(id), versionedSet({ name: set.name, template: set.template }, expected, now));
  if (!updated) throw conflict();
  return updated;
}
