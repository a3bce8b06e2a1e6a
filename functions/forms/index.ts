// Lambda entry of the forms group: intake forms, responses, questionnaires and chart entries (issue 19).
import {
  createChartEntryEndpoint, createQuestionnaireEndpoint, getChartEntryEndpoint, getQuestionnaireEndpoint, listChartEntriesEndpoint,
  listQuestionnairesEndpoint, updateChartEntryEndpoint, updateQuestionnaireEndpoint,
} from '#functions/forms/charting-endpoints.ts';
import {
  createIntakeFormEndpoint, getClientIntakeFormEndpoint, getIntakeFormEndpoint, listClientIntakeFormsEndpoint, listIntakeFormsEndpoint,
  updateIntakeFormEndpoint,
} from '#functions/forms/intake-form-endpoints.ts';
import {
  createResponseEndpoint, getClientResponseEndpoint, getResponseEndpoint, listClientResponsesEndpoint, listResponsesEndpoint,
} from '#functions/forms/response-endpoints.ts';
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';

export const handler = createGroupHandler('forms', {
  'forms.intake_forms': listIntakeFormsEndpoint,
  'forms.intake_form': getIntakeFormEndpoint,
  'forms.intake_form_create': createIntakeFormEndpoint,
  'forms.intake_form_update': updateIntakeFormEndpoint,
  'forms.client_intake_forms': listClientIntakeFormsEndpoint,
  'forms.client_intake_form': getClientIntakeFormEndpoint,
  'forms.questionnaires': listQuestionnairesEndpoint,
  'forms.questionnaire': getQuestionnaireEndpoint,
  'forms.questionnaire_create': createQuestionnaireEndpoint,
  'forms.questionnaire_update': updateQuestionnaireEndpoint,
  'forms.response_create': createResponseEndpoint,
  'forms.responses': listResponsesEndpoint,
  'forms.response': getResponseEndpoint,
  'forms.client_responses': listClientResponsesEndpoint,
  'forms.client_response': getClientResponseEndpoint,
  'forms.chart_entry_create': createChartEntryEndpoint,
  'forms.chart_entries': listChartEntriesEndpoint,
  'forms.chart_entry': getChartEntryEndpoint,
  'forms.chart_entry_update': updateChartEntryEndpoint,
});
