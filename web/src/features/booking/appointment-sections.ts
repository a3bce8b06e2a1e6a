// The client's appointments in three sections (REFERENCE §5 "Your Appointments", issue 22 fix 2):
// upcoming (soonest first), past (latest first) and cancelled (latest first). A cancelled appointment
// is never "past", even when its time has come and gone, and a future one is not upcoming.
import type { AppointmentWithForms } from '#functions/contract/schedule.ts';

export interface AppointmentSections {
  upcoming: AppointmentWithForms[];
  past: AppointmentWithForms[];
  cancelled: AppointmentWithForms[];
}

export function appointmentSections(appointments: readonly AppointmentWithForms[], now: number): AppointmentSections {
  const latestFirst = (a: AppointmentWithForms, b: AppointmentWithForms) => b.start_time.localeCompare(a.start_time);
  const live = appointments.filter((a) => a.status !== 'cancelled');
  return {
    upcoming: live.filter((a) => Date.parse(a.end_time) > now).sort((a, b) => a.start_time.localeCompare(b.start_time)),
    past: live.filter((a) => Date.parse(a.end_time) <= now).sort(latestFirst),
    cancelled: appointments.filter((a) => a.status === 'cancelled').sort(latestFirst),
  };
}
