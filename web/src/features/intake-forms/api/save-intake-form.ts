// POST /api/intake_forms (201) and PATCH /api/intake_forms/{id} with the version read (stale → 409).
// A taken name answers 422 with `fields.name` "Form name already exists", shown on the name field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { intakeForm, type IntakeForm, type IntakeFormBody, type UpdateIntakeFormBody } from '#functions/contract/intake-forms.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { intakeFormsKey } from '#web/features/intake-forms/api/forms-keys.ts';

export function createIntakeForm(body: IntakeFormBody): Promise<IntakeForm> {
  return apiJson('forms.intake_form_create', { body: { intake_form: body }, schema: intakeForm });
}

export function updateIntakeForm(id: string, body: UpdateIntakeFormBody): Promise<IntakeForm> {
  return apiJson('forms.intake_form_update', { params: { id }, body: { intake_form: body }, schema: intakeForm });
}

/** Creates without an id; with one, updates that form. Every form list is refreshed after. */
export function useSaveIntakeForm(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntakeFormBody & { version?: number }) => (id === undefined ? createIntakeForm(body) : updateIntakeForm(id, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intakeFormsKey }),
  });
}
