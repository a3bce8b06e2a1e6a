// GET /api/client/intake_forms?treatment_id= (client): the forms linked to a treatment, each with
// `submitted` (a valid response exists); and /{id}, the form to fill. Never cached: a form filled a
// minute ago must show its ✓ on the confirm step.
import { useQueries, useQuery } from '@tanstack/react-query';
import { generatePath } from 'react-router-dom';
import { paths } from '#web/config/paths.ts';
import { intakeForm, intakeFormList, type IntakeForm } from '#functions/contract/intake-forms.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { backParam, backToConfirm, clinicalQuery, intakeFormsKey } from '#web/features/intake-forms/api/forms-keys.ts';

const clientFormsKey = [...intakeFormsKey, 'client'] as const;

export function getClientIntakeForms(treatmentId: string, signal?: AbortSignal): Promise<IntakeForm[]> {
  return apiJson('forms.client_intake_forms', { query: { treatment_id: treatmentId }, schema: intakeFormList, signal });
}

/** The forms of several treatments, each form once (two treatments may share a form). */
export function useClientIntakeFormsFor(treatmentIds: readonly string[]) {
  return useQueries({
    queries: treatmentIds.map((treatmentId) => ({ queryKey: [...clientFormsKey, 'treatment', treatmentId], queryFn: ({ signal }: { signal: AbortSignal }) => getClientIntakeForms(treatmentId, signal), ...clinicalQuery })),
    combine: (results) => {
      const forms = new Map<string, IntakeForm>();
      for (const form of results.flatMap((r) => r.data ?? [])) forms.set(form.id, form);
      return { forms: [...forms.values()], isPending: results.some((r) => r.isPending), error: results.find((r) => r.error)?.error ?? null, refetch: () => Promise.all(results.map((r) => r.refetch())) };
    },
  });
}

export function getClientIntakeForm(id: string, signal?: AbortSignal): Promise<IntakeForm> {
  return apiJson('forms.client_intake_form', { params: { id }, schema: intakeForm, signal });
}

export function useClientIntakeForm(id: string) {
  return useQuery({ queryKey: [...clientFormsKey, 'one', id], queryFn: ({ signal }) => getClientIntakeForm(id, signal) });
}

export { clientFormsKey };

/** Where a client fills a form; from the confirm step the link says so, and the form returns there. */
export function clientFormPath(id: string, fromConfirm = false): string {
  const path = generatePath(paths.clientIntakeForm, { id });
  return fromConfirm ? `${path}?${backParam}=${backToConfirm}` : path;
}
