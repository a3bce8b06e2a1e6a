// The day view's reads (decision 033): the location's appointments that day (everyone's for admins
// and inventory managers, the server scopes others to their own), and each candidate staff member's
// working hours and time off with the existing per-person routes, cached per person.
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useAppointments } from '#web/features/schedule/api/get-appointments.ts';
import { availabilitiesQueryOptions } from '#web/features/schedule/api/get-availabilities.ts';
import { unavailabilitiesQueryOptions } from '#web/features/schedule/api/get-unavailabilities.ts';
import { dayColumns, type DayColumn } from '#web/features/schedule/day-columns.ts';
import type { ScheduleScope } from '#web/features/schedule/use-schedule-scope.ts';

export interface DayViewData {
  columns: DayColumn[];
  pending: boolean;
  error: Error | null;
  retry: () => void;
}

function candidatesOf(scope: ScheduleScope): { id: string; name: string }[] {
  if (scope.allStaff) return scope.locationStaff;
  const label = scope.staffOptions.find((option) => option.value === scope.staffId)?.label ?? '';
  return [{ id: scope.staffId, name: label }];
}

export function useDayViewData(scope: ScheduleScope): DayViewData {
  const { date, locationId = '', timeZone } = scope;
  const candidates = candidatesOf(scope);
  const appointments = useAppointments({ employee_id: scope.allStaff ? undefined : scope.staffId, location_id: locationId, start_date: date, end_date: date });
  const availability = useQueries({
    queries: candidates.map((member) => ({ ...availabilitiesQueryOptions({ employee_id: member.id, location_id: locationId, from_date: date, to_date: date }), placeholderData: keepPreviousData })),
  });
  const timeOff = useQueries({ queries: candidates.map((member) => unavailabilitiesQueryOptions(member.id)) });
  const reads = [appointments, ...availability, ...timeOff];
  const error = reads.find((read) => read.error)?.error ?? null;
  // Recomputed on each render: a handful of people and appointments, cheaper than tracking the arrays.
  const columns = dayColumns({
    date,
    locationId,
    timeZone,
    candidates,
    availability: new Map(candidates.map((member, index) => [member.id, availability[index]?.data ?? []])),
    timeOff: new Map(candidates.map((member, index) => [member.id, timeOff[index]?.data ?? []])),
    appointments: appointments.data ?? [],
    only: scope.allStaff ? undefined : scope.staffId,
  });
  return {
    columns,
    pending: reads.some((read) => read.isPending),
    error,
    retry: () => reads.forEach((read) => void read.refetch()),
  };
}
