// The waitlist and client rescheduling for web tests (issue 24): the client's entries and the staff's
// list from a mutable state object; joins, leaves and moves are recorded with their bodies, and
// `refuse` makes one answer an error (a taken slot: 409 slot_unavailable).
import { HttpResponse } from 'msw';
import type { Schedule } from '#functions/contract/schedule.ts';
import type { StaffWaitlistEntry, WaitlistEntry } from '#functions/contract/waitlist.ts';
import { apiErrorResponse, apiHandler, recordingHandler } from '#test/support/msw/api-handlers.ts';

export interface WaitlistApi {
  mine?: WaitlistEntry[];
  staff?: StaffWaitlistEntry[];
  /** What a reschedule answers. */
  moved?: Schedule;
  refuse?: Partial<Record<string, { status: number; code: string; message: string }>>;
}

export function waitlistHandlers(api: WaitlistApi) {
  const refused = (id: string) => {
    const error = api.refuse?.[id];
    return error ? apiErrorResponse(error.status, error.code, error.message) : undefined;
  };
  const join = recordingHandler('schedule.waitlist_join', (call) => {
    const body = call.body as { employee_id: string; location_id: string; treatment_ids: string[]; from_date: string; to_date: string };
    const entry: WaitlistEntry = {
      id: `01JB6SW${String((api.mine ?? []).length + 1).padStart(19, '0')}`, status: 'open', employee: { id: body.employee_id, name: 'Practitioner' },
      location: { id: body.location_id, name: 'Location', timezone: 'America/Chicago' }, treatments: body.treatment_ids.map((id) => ({ id, name: id })),
      from_date: body.from_date, to_date: body.to_date, created_at: new Date().toISOString(), last_notified_at: null,
    };
    api.mine = [...(api.mine ?? []), entry];
    return refused('schedule.waitlist_join') ?? HttpResponse.json(entry, { status: 201 });
  });
  const leave = recordingHandler('schedule.waitlist_leave', (call) => {
    api.mine = (api.mine ?? []).filter((w) => w.id !== call.params.id);
    return HttpResponse.json({ message: 'You have left the waitlist.' as const });
  });
  const reschedule = recordingHandler('schedule.client_reschedule', () => refused('schedule.client_reschedule') ?? HttpResponse.json(api.moved));
  const handlers = [
    join.handler, leave.handler, reschedule.handler,
    apiHandler('schedule.waitlist_mine', () => HttpResponse.json(api.mine ?? [])),
    apiHandler('schedule.waitlist', () => HttpResponse.json(api.staff ?? [])),
  ];
  return { handlers, calls: { join: join.calls, leave: leave.calls, reschedule: reschedule.calls } };
}
