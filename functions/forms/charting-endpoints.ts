// Questionnaire (chart template) and chart entry routes (REFERENCE §4.6). Bodies come flat or under
// `questionnaire` / `chart_entries`. There is no DELETE: voiding is a PATCH that appends a version.
import {
  chartEntriesQuery, chartEntry, chartEntryBody, chartEntryList, chartEntryQuery, chartParams, questionnaire, questionnaireBody,
  questionnaireList, questionnairesQuery, updateChartEntryBody, updateQuestionnaireBody,
} from '#functions/contract/charting.ts';
import { createChartEntry, getChartEntryFor, listChartEntriesFor, updateChartEntry } from '#functions/forms/chart-entry-service.ts';
import {
  createQuestionnaire, getQuestionnaireFor, listQuestionnairesFor, updateQuestionnaire,
} from '#functions/forms/questionnaire-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

export const listQuestionnairesEndpoint = defineEndpoint({
  access: 'staff', query: questionnairesQuery, response: questionnaireList,
  handler: ({ caller, query }) => listQuestionnairesFor(caller, query.employee_id),
});
export const getQuestionnaireEndpoint = defineEndpoint({
  access: 'staff', params: chartParams, response: questionnaire,
  handler: ({ caller, params }) => getQuestionnaireFor(caller, params.id),
});
export const createQuestionnaireEndpoint = defineEndpoint({
  access: 'staff', body: questionnaireBody, bodyWrapper: 'questionnaire', status: 201, response: questionnaire,
  handler: ({ caller, body }) => createQuestionnaire(caller, body),
});
export const updateQuestionnaireEndpoint = defineEndpoint({
  access: 'staff', params: chartParams, body: updateQuestionnaireBody, bodyWrapper: 'questionnaire', response: questionnaire,
  handler: ({ caller, params, body }) => updateQuestionnaire(caller, params.id, body),
});

export const createChartEntryEndpoint = defineEndpoint({
  access: 'staff', body: chartEntryBody, bodyWrapper: 'chart_entries', status: 201, response: chartEntry,
  handler: ({ caller, request, body }) => createChartEntry({ caller, request }, body),
});
export const listChartEntriesEndpoint = defineEndpoint({
  access: 'staff', query: chartEntriesQuery, response: chartEntryList,
  handler: ({ caller, request, query }) => listChartEntriesFor({ caller, request }, query.client_id, query.employee_id),
});
export const getChartEntryEndpoint = defineEndpoint({
  access: 'staff', params: chartParams, query: chartEntryQuery, response: chartEntry,
  handler: ({ caller, request, params, query }) => getChartEntryFor({ caller, request }, params.id, query.version),
});
export const updateChartEntryEndpoint = defineEndpoint({
  access: 'staff', params: chartParams, body: updateChartEntryBody, bodyWrapper: 'chart_entries', response: chartEntry,
  handler: ({ caller, request, params, body }) => updateChartEntry({ caller, request }, params.id, body),
});
