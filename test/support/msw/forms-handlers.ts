// The forms API for screen tests: intake forms (staff and client reads), responses, questionnaires
// and chart entries, answered from a mutable object. Writes are recorded (`calls`) and answer what a
// real server would (201 with an id); `refuse` makes a write answer an error instead.
import { HttpResponse } from 'msw';
import type { ChartEntry, Questionnaire } from '#functions/contract/charting.ts';
import type { FormResponse } from '#functions/contract/form-responses.ts';
import type { IntakeForm } from '#functions/contract/intake-forms.ts';
import type { RouteId } from '#functions/routes.ts';
import { apiErrorResponse, apiHandler, recordingHandler, type RecordedCall } from '#test/support/msw/api-handlers.ts';

export interface FormsApi {
  intakeForms?: IntakeForm[];
  /** GET /api/client/intake_forms?treatment_id: the linked forms with `submitted`, by treatment id. */
  clientForms?: Record<string, IntakeForm[]>;
  responses?: FormResponse[];
  questionnaires?: Questionnaire[];
  /** Every version of every entry; the list answers each entry's latest. */
  chartVersions?: ChartEntry[];
  refuse?: Partial<Record<RouteId, { status: number; code: string; message: string; fields?: Record<string, string> }>>;
  /** What a write answers (a created form, a response). */
  answers?: Partial<Record<RouteId, unknown>>;
}

const notFound = () => apiErrorResponse(404, 'not_found', 'Not found');
const latest = (versions: ChartEntry[]) => versions.filter((v) => v.version === v.current_version);

function writeHandler(api: FormsApi, id: RouteId) {
  return recordingHandler(id, (_call: RecordedCall) => {
    const refusal = api.refuse?.[id];
    if (refusal) return apiErrorResponse(refusal.status, refusal.code, refusal.message, refusal.fields);
    return HttpResponse.json(api.answers?.[id] ?? {}, { status: id.endsWith('update') ? 200 : 201 });
  });
}

const writes = ['forms.intake_form_create', 'forms.intake_form_update', 'forms.response_create', 'forms.questionnaire_create', 'forms.questionnaire_update', 'forms.chart_entry_create', 'forms.chart_entry_update'] as const;

function readHandlers(api: FormsApi) {
  const byId = <T extends { id: string }>(list: T[] | undefined, id: unknown) => list?.find((item) => item.id === id);
  return [
    apiHandler('forms.intake_forms', () => HttpResponse.json(api.intakeForms ?? [])),
    apiHandler('forms.intake_form', ({ params }) => { const f = byId(api.intakeForms, params.id); return f ? HttpResponse.json(f) : notFound(); }),
    apiHandler('forms.client_intake_forms', ({ request }) => HttpResponse.json(api.clientForms?.[new URL(request.url).searchParams.get('treatment_id') ?? ''] ?? [])),
    apiHandler('forms.client_intake_form', ({ params }) => { const f = byId(api.intakeForms, params.id); return f ? HttpResponse.json(f) : notFound(); }),
    apiHandler('forms.responses', () => HttpResponse.json(api.responses ?? [])),
    apiHandler('forms.client_responses', () => HttpResponse.json(api.responses ?? [])),
    apiHandler('forms.response', ({ params }) => { const r = byId(api.responses, params.id); return r ? HttpResponse.json(r) : notFound(); }),
    apiHandler('forms.client_response', ({ params }) => { const r = byId(api.responses, params.id); return r ? HttpResponse.json(r) : notFound(); }),
    apiHandler('forms.questionnaires', () => HttpResponse.json(api.questionnaires ?? [])),
    apiHandler('forms.chart_entries', () => HttpResponse.json(latest(api.chartVersions ?? []))),
    apiHandler('forms.chart_entry', ({ params, request }) => {
      const wanted = new URL(request.url).searchParams.get('version');
      const versions = (api.chartVersions ?? []).filter((v) => v.id === params.id);
      const found = wanted === null ? latest(versions)[0] : versions.find((v) => v.version === Number(wanted));
      return found ? HttpResponse.json(found) : notFound();
    }),
  ];
}

export function formsHandlers(api: FormsApi = {}) {
  const recorded = writes.map((id) => [id, writeHandler(api, id)] as const);
  const calls = Object.fromEntries(recorded.map(([id, r]) => [id, r.calls])) as Record<(typeof writes)[number], RecordedCall[]>;
  return { handlers: [...readHandlers(api), ...recorded.map(([, r]) => r.handler)], calls };
}
