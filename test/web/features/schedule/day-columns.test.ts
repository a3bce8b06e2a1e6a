// Who gets a column in the all-staff day view (decision 033), and what the address may hold.
import { describe, expect, it } from 'vitest';
import { dayColumns, type DayColumnsInput } from '#web/features/schedule/day-columns.ts';
import { changedParams, parseScheduleUrl, stepDate } from '#web/features/schedule/schedule-url.ts';
import { appointmentFixture, at, dana, location, noah, today, zone } from '#test/web/features/schedule/schedule-fixtures.ts';

const lucas = { id: '01JB6SE0000000000000000002', name: 'Lucas Moreau' };
const amira = { id: '01JB6SE0000000000000000003', name: 'Amira Haddad' };
const working = { id: '01JB6SV0000000000000000001', employee_id: dana.id, availability_date: today, location, timezone: zone, availability_timings: [{ id: '01JB6SW0000000000000000001', start_time: '09:00', end_time: '12:00' }] };

function input(overrides: Partial<DayColumnsInput> = {}): DayColumnsInput {
  return {
    date: today,
    locationId: location.id,
    timeZone: zone,
    candidates: [dana, lucas],
    availability: new Map([[dana.id, [working]]]),
    timeOff: new Map(),
    appointments: [appointmentFixture({ id: '01JB6SS0000000000000000009', client: noah, employee: amira, start_time: at(today, '13:00'), end_time: at(today, '14:00') })],
    only: undefined,
    ...overrides,
  };
}

describe('day view columns', () => {
  it('has those working at the location that day and those with an appointment there, by name', () => {
    const columns = dayColumns(input());
    expect(columns.map((column) => column.name)).toEqual([amira.name, dana.name]);
    expect(columns[1]?.working).toEqual([{ start: at(today, '09:00'), end: at(today, '12:00') }]);
    expect(columns[0]?.appointments).toHaveLength(1);
  });

  it('gives a chosen staff member their column even on a day off', () => {
    expect(dayColumns(input({ only: lucas.id })).map((column) => column.name)).toEqual([lucas.name]);
  });

  it('ignores working hours at another location', () => {
    const elsewhere = { ...working, location: { id: '01JB6SC0000000000000000002', name: 'Lakeview' } };
    expect(dayColumns(input({ availability: new Map([[dana.id, [elsewhere]]]) })).map((column) => column.name)).toEqual([amira.name]);
  });
});

describe('the schedule address', () => {
  it('falls back to the day view and drops an impossible date', () => {
    expect(parseScheduleUrl(new URLSearchParams('view=year&date=2026-02-30&location=L1'))).toEqual({ view: 'day', date: undefined, location: 'L1', staff: undefined });
  });

  it('changes only the keys given and removes cleared ones', () => {
    expect(changedParams(new URLSearchParams('view=day&staff=S1&location=L1'), { staff: undefined, view: 'week' }).toString()).toBe('view=week&location=L1');
  });

  it('steps a day, a week or a month', () => {
    expect([stepDate('2026-01-31', 'day', 1), stepDate('2026-01-31', 'list', -1), stepDate('2026-01-31', 'month', 1)]).toEqual(['2026-02-01', '2026-01-24', '2026-02-28']);
  });
});
