// The scheduling API for web tests: the staff calendar's reads and writes and the client booking
// calls, over a mutable state object so a test can change answers; every write is recorded with its
// body. `refuse` makes a write answer an error instead (a taken slot: 409 slot_unavailable).
import { HttpResponse } from 'msw';
import type { ScheduleTreatment } from '#functions/contract/catalog.ts';
import type { ClientRef } from '#functions/contract/common.ts';
import type { PublicLocation } from '#functions/contract/locations.ts';
import type { Appointment, AppointmentWithForms, AvailabilityDay, BookingResponse, Schedule, SlotsResponse } from '#functions/contract/schedule.ts';
import type { Location } from '#functions/contract/locations.ts';
import type { BookableTreatment, Product } from '#functions/contract/catalog.ts';
import { apiErrorResponse, apiHandler, recordingHandler, type RecordedCall } from '#test/support/msw/api-handlers.ts';

export interface ScheduleApi {
  appointments: Appointment[];
  schedules: Record<string, Schedule>;
  availabilities: AvailabilityDay[];
  staff: { id: string; name: string; employee_locations: { id: string; location: { id: string; name: string } }[] }[];
  locations: Location[];
  clients: ClientRef[];
  treatments: ScheduleTreatment[];
  products: Product[];
  slots: SlotsResponse;
  /** The client side. */
  bookableLocations?: PublicLocation[];
  bookableTreatments?: BookableTreatment[];
  practitioner?: { id: string; name: string; profile_photo_url: string | null; require_deposit: boolean; deposit_amount_cents: number; locations: { id: string; name: string; position: number }[] };
  /** The client's own list; `intake_forms_pending` defaults to none. */
  myAppointments?: (Appointment & Partial<Pick<AppointmentWithForms, 'intake_forms_pending'>>)[];
  /** Writes to refuse, by route id, with the error to answer. */
  refuse?: Partial<Record<string, { status: number; code: string; message: string }>>;
}

const slotUnavailable = { status: 409, code: 'slot_unavailable', message: 'This time is no longer available. Please choose another slot.' };
export { slotUnavailable };

function refusal(api: ScheduleApi, id: string): Response | undefined {
  const error = api.refuse?.[id];
  return error ? apiErrorResponse(error.status, error.code, error.message) : undefined;
}

export function scheduleHandlers(api: ScheduleApi) {
  const update = recordingHandler('schedule.update', (call: RecordedCall) => {
    const refused = refusal(api, 'schedule.update');
    if (refused) return refused;
    const id = call.params.id ?? '';
    const body = call.body as Partial<Schedule>;
    const saved = { ...api.schedules[id], ...body, version: (api.schedules[id]?.version ?? 1) + 1 } as Schedule;
    api.schedules[id] = saved;
    api.appointments = api.appointments.map((a) => (a.id === id ? { ...a, ...body, version: saved.version } as Appointment : a));
    return HttpResponse.json(saved);
  });
  const create = recordingHandler('schedule.create', () => refusal(api, 'schedule.create') ?? HttpResponse.json(Object.values(api.schedules)[0], { status: 201 }));
  const saveAvailability = recordingHandler('schedule.availability_save', () => refusal(api, 'schedule.availability_save') ?? HttpResponse.json({ success: true as const }));
  const addNote = recordingHandler('schedule.note_add', (call) => {
    const body = call.body as { schedule_id: string; content: string; due_date: string | null; favorite: boolean };
    const note = { id: '01JB6SN0000000000000000001', content: body.content, due_date: body.due_date, favorite: body.favorite, employee: api.appointments[0]?.employee ?? { id: '', name: '' }, created_at: new Date().toISOString(), updated_at: new Date().toISOString(), version: 1 };
    const schedule = api.schedules[body.schedule_id];
    if (schedule) api.schedules[body.schedule_id] = { ...schedule, notes: [...schedule.notes, note] };
    return HttpResponse.json({ message: 'Note added.', note }, { status: 201 });
  });
  const book = recordingHandler('schedule.client_book', () => {
    const refused = refusal(api, 'schedule.client_book');
    if (refused) return refused;
    const schedule = Object.values(api.schedules)[0];
    return HttpResponse.json({ schedule, redirect_url: null } as BookingResponse, { status: 201 });
  });
  const slotQueries: URLSearchParams[] = [];
  const handlers = [
    update.handler,
    create.handler,
    saveAvailability.handler,
    addNote.handler,
    book.handler,
    apiHandler('schedule.appointments', () => HttpResponse.json(api.appointments)),
    // Before `schedule.get`: msw would read `slots` as the `{id}` of /api/schedules/{id}.
    apiHandler('schedule.slots', ({ request }) => {
      slotQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(api.slots);
    }),
    apiHandler('schedule.get', ({ params }) => {
      const found = api.schedules[String(params.id)];
      return found ? HttpResponse.json(found) : apiErrorResponse(404, 'not_found', 'Not found');
    }),
    apiHandler('schedule.availabilities', ({ request }) => {
      const employee = new URL(request.url).searchParams.get('employee_id');
      return HttpResponse.json(api.availabilities.filter((day) => employee === null || day.employee_id === employee));
    }),
    apiHandler('schedule.client_unavailability', () => HttpResponse.json([])),
    apiHandler('employees.schedules', () => HttpResponse.json(api.staff)),
    apiHandler('locations.list', () => HttpResponse.json(api.locations)),
    apiHandler('schedule.clients', () => HttpResponse.json(api.clients)),
    apiHandler('catalog.schedule_treatments', () => HttpResponse.json(api.treatments)),
    apiHandler('catalog.products', () => HttpResponse.json(api.products)),
    apiHandler('schedule.client_slots', ({ request }) => {
      slotQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(api.slots);
    }),
    apiHandler('locations.client_list', () => HttpResponse.json(api.bookableLocations ?? [])),
    apiHandler('catalog.treatments', () => HttpResponse.json(api.bookableTreatments ?? [])),
    apiHandler('employees.public_card', () => (api.practitioner ? HttpResponse.json(api.practitioner) : apiErrorResponse(404, 'not_found', 'Not found'))),
    apiHandler('schedule.client_appointments', () => HttpResponse.json((api.myAppointments ?? []).map((a): AppointmentWithForms => ({ intake_forms_pending: [], ...a })))),
  ];
  return { handlers, calls: { update: update.calls, create: create.calls, saveAvailability: saveAvailability.calls, addNote: addNote.calls, book: book.calls, slotQueries } };
}

/**
 * The reads of the two landing screens, answered empty: staff land on /schedule and clients on
 * /clients after signing in, so every sign-in, guard and session test renders one of them. Installed
 * as the msw server's initial handlers; a test that looks at those screens adds its own data.
 */
export const landingScreenHandlers = () => [
  apiHandler('employees.schedules', () => HttpResponse.json([])),
  apiHandler('schedule.appointments', () => HttpResponse.json([])),
  apiHandler('schedule.availabilities', () => HttpResponse.json([])),
  apiHandler('locations.list', () => HttpResponse.json([])),
  apiHandler('locations.client_list', () => HttpResponse.json([])),
];
