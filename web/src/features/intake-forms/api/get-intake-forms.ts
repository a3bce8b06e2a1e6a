// GET /api/intake_forms and /{id} (staff): an admin sees every form, others their own plus the
// admins'. `?treatment_id=X` lists the forms NOT yet linked to X (the treatment's add-form picker).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { generatePath } from 'react-router-dom';
import { intakeForm, intakeFormList, type IntakeForm } from '#functions/contract/intake-forms.ts';
import { paths } from '#web/config/paths.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { intakeFormsKey } from '#web/features/intake-forms/api/forms-keys.ts';

export function getIntakeForms(treatmentId: string | undefined, signal?: AbortSignal): Promise<IntakeForm[]> {
  return apiJson('forms.intake_forms', { query: { treatment_id: treatmentId }, schema: intakeFormList, signal });
}

export function useIntakeForms(treatmentId?: string) {
  return useQuery(queryOptions({ queryKey: [...intakeFormsKey, 'list', treatmentId ?? null], queryFn: ({ signal }) => getIntakeForms(treatmentId, signal) }));
}

export function getIntakeForm(id: string, signal?: AbortSignal): Promise<IntakeForm> {
  return apiJson('forms.intake_form', { params: { id }, schema: intakeForm, signal });
}

export function useIntakeForm(id: string | undefined) {
  return useQuery({ queryKey: [...intakeFormsKey, 'one', id], queryFn: ({ signal }) => getIntakeForm(id ?? '', signal), enabled: id !== undefined });
}

/** Where staff fill in a form for a client (the preview with `?client_id=`; the server checks the link). */
export const staffFillPath = (formId: string, clientId: string): string =>
  `${generatePath(paths.intakeFormPreview, { id: formId })}?client_id=${encodeURIComponent(clientId)}`;
