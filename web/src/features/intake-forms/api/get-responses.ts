// The responses: staff read a visible client's (GET /api/response_intake_forms?client_id, /{id});
// a client reads their own (GET /api/client/response_intake_forms, /{id}). Clinical: never cached,
// and every read is audited by the server.
import { useQuery } from '@tanstack/react-query';
import { formResponse, formResponseList, type FormResponse } from '#functions/contract/form-responses.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { clinicalKey, clinicalQuery } from '#web/features/intake-forms/api/forms-keys.ts';

const responsesKey = [...clinicalKey, 'responses'] as const;

export function getClientResponses(clientId: string, signal?: AbortSignal): Promise<FormResponse[]> {
  return apiJson('forms.responses', { query: { client_id: clientId }, schema: formResponseList, signal });
}

export function useClientResponses(clientId: string) {
  return useQuery({ queryKey: [...responsesKey, 'staff', clientId], queryFn: ({ signal }) => getClientResponses(clientId, signal), ...clinicalQuery });
}

/** One response: as staff, or (`mine`) the signed-in client's own. */
export function getResponse(id: string, mine: boolean, signal?: AbortSignal): Promise<FormResponse> {
  return mine
    ? apiJson('forms.client_response', { params: { id }, schema: formResponse, signal })
    : apiJson('forms.response', { params: { id }, schema: formResponse, signal });
}

export function useResponse(id: string, mine: boolean) {
  return useQuery({ queryKey: [...responsesKey, mine ? 'mine' : 'staff', 'one', id], queryFn: ({ signal }) => getResponse(id, mine, signal), ...clinicalQuery });
}

export function getMyResponses(signal?: AbortSignal): Promise<FormResponse[]> {
  return apiJson('forms.client_responses', { schema: formResponseList, signal });
}

export function useMyResponses() {
  return useQuery({ queryKey: [...responsesKey, 'mine'], queryFn: ({ signal }) => getMyResponses(signal), ...clinicalQuery });
}
