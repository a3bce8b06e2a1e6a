// Questionnaires (chart templates): GET /api/questionnaires (+ /{id}), POST, and PATCH with the
// version read. Staff write their own; admins any.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { questionnaire, questionnaireList, type Questionnaire, type QuestionnaireBody } from '#functions/contract/charting.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { questionnairesKey } from '#web/features/intake-forms/api/forms-keys.ts';

export function getQuestionnaires(signal?: AbortSignal): Promise<Questionnaire[]> {
  return apiJson('forms.questionnaires', { schema: questionnaireList, signal });
}

export function useQuestionnaires() {
  return useQuery({ queryKey: [...questionnairesKey, 'list'], queryFn: ({ signal }) => getQuestionnaires(signal) });
}

export function saveQuestionnaire(id: string | undefined, body: QuestionnaireBody & { version?: number }): Promise<Questionnaire> {
  return id === undefined
    ? apiJson('forms.questionnaire_create', { body: { questionnaire: body }, schema: questionnaire })
    : apiJson('forms.questionnaire_update', { params: { id }, body: { questionnaire: body }, schema: questionnaire });
}

export function useSaveQuestionnaire(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionnaireBody & { version?: number }) => saveQuestionnaire(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnairesKey }),
  });
}
