// The intake form routes (REFERENCE §4.6): staff list, read, create and edit; clients read the
// forms of a treatment (with `submitted`) and one form. Bodies come flat or under `intake_form`.
import {
  clientIntakeFormsQuery, formParams, intakeForm, intakeFormBody, intakeFormList, intakeFormsQuery, updateIntakeFormBody,
} from '#functions/contract/intake-forms.ts';
import { getFormForClient, listFormsForClient } from '#functions/forms/client-intake-form-service.ts';
import { createForm, getFormForStaff, listFormsForStaff, updateForm } from '#functions/forms/intake-form-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

export const listIntakeFormsEndpoint = defineEndpoint({
  access: 'staff', query: intakeFormsQuery, response: intakeFormList,
  handler: ({ caller, query }) => listFormsForStaff(caller, query.treatment_id),
});

export const getIntakeFormEndpoint = defineEndpoint({
  access: 'staff', params: formParams, response: intakeForm,
  handler: ({ caller, params }) => getFormForStaff(caller, params.id),
});

export const createIntakeFormEndpoint = defineEndpoint({
  access: 'staff', body: intakeFormBody, bodyWrapper: 'intake_form', status: 201, response: intakeForm,
  handler: ({ caller, body }) => createForm(caller, body),
});

export const updateIntakeFormEndpoint = defineEndpoint({
  access: 'staff', params: formParams, body: updateIntakeFormBody, bodyWrapper: 'intake_form', response: intakeForm,
  handler: ({ caller, params, body }) => updateForm(caller, params.id, body),
});

export const listClientIntakeFormsEndpoint = defineEndpoint({
  access: 'client', query: clientIntakeFormsQuery, response: intakeFormList,
  handler: ({ caller, query }) => listFormsForClient(caller, query.treatment_id),
});

export const getClientIntakeFormEndpoint = defineEndpoint({
  access: 'client', params: formParams, response: intakeForm,
  handler: ({ params }) => getFormForClient(params.id),
});
