// The appointment dashboard (REFERENCE §3.11, CB 11), pure: from the appointments that start in the
// range (already filtered by location and staff). Statuses count every appointment; the booking
// source counts every appointment too (a booking later cancelled was still booked online or by
// staff); clients are the distinct clients of the non-cancelled ones, new when their first
// non-cancelled appointment ever falls in the range (or none is recorded), returning when it is earlier.
import type { DashboardResponse } from '#functions/contract/reports.ts';
import type { AppointmentFacts } from '#functions/model/report-facts.ts';
import type { InstantRange } from '#functions/reports/report-repository.ts';

export interface DashboardInput {
  appointments: readonly AppointmentFacts[];
  range: InstantRange;
  /** `first_appointment_at` of the clients of the non-cancelled appointments. */
  firstAppointments: ReadonlyMap<string, string | null>;
}

const countOf = (appointments: readonly AppointmentFacts[], keep: (a: AppointmentFacts) => boolean) => appointments.filter(keep).length;

/** The clients the dashboard splits into new and returning. */
export const dashboardClients = (appointments: readonly AppointmentFacts[]): string[] =>
  [...new Set(appointments.filter((a) => a.status !== 'cancelled').map((a) => a.clientId))];

export function buildDashboard({ appointments, range, firstAppointments }: DashboardInput): DashboardResponse {
  const clients = dashboardClients(appointments);
  const returning = clients.filter((id) => {
    const first = firstAppointments.get(id) ?? null;
    return first !== null && first < range.from;
  }).length;
  return {
    appointments: {
      arrived: countOf(appointments, (a) => a.status === 'arrived'),
      no_show: countOf(appointments, (a) => a.status === 'no_show'),
      cancelled: countOf(appointments, (a) => a.status === 'cancelled'),
    },
    booking_source: {
      online: countOf(appointments, (a) => a.bookedBy === 'client'),
      staff: countOf(appointments, (a) => a.bookedBy === 'staff'),
    },
    clients: { new: clients.length - returning, returning },
  };
}
