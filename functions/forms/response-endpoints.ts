// The intake response routes (REFERENCE §4.6): a client or staff submit (a signed-in caller of
// either kind: anonymous → 401); staff read a visible client's responses; clients read their own.
import { formResponse, formResponseList, responseBody, responseParams, responsesQuery } from '#functions/contract/form-responses.ts';
import { getResponseFor, listOwnResponses, listResponsesForStaff, submitResponse } from '#functions/forms/response-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { parseJsonBody } from '#functions/lib/http/group-handler.ts';
import { unwrapBody } from '#functions/lib/http/validation.ts';
import { unauthenticated } from '#functions/lib/errors/app-error.ts';

/** Anonymous callers get 401 before the body is looked at, so the schema is applied in the handler. */
export const createResponseEndpoint = defineEndpoint({
  access: 'public', status: 201, response: formResponse,
  handler: ({ caller, request }) => {
    if (caller.kind === 'anonymous') throw unauthenticated();
    const body = responseBody.parse(unwrapBody(parseJsonBody(request.rawBody), 'response_intake_form'), { reportInput: true });
    return submitResponse({ caller, request }, body);
  },
});

export const listResponsesEndpoint = defineEndpoint({
  access: 'staff', query: responsesQuery, response: formResponseList,
  handler: ({ caller, request, query }) => listResponsesForStaff({ caller, request }, query.client_id, query.employee_id),
});

export const getResponseEndpoint = defineEndpoint({
  access: 'staff', params: responseParams, response: formResponse,
  handler: ({ caller, request, params }) => getResponseFor({ caller, request }, params.id),
});

export const listClientResponsesEndpoint = defineEndpoint({
  access: 'client', response: formResponseList,
  handler: ({ caller, request }) => listOwnResponses({ caller, request }),
});

export const getClientResponseEndpoint = defineEndpoint({
  access: 'client', params: responseParams, response: formResponse,
  handler: ({ caller, request, params }) => getResponseFor({ caller, request }, params.id),
});
