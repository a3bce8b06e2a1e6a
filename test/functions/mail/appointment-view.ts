// One appointment as the mail templates see it, shared by the rendering unit tests and the delivery
// test (a name with markup, so escaping is visible).
import type { AppointmentMailView } from '#functions/lib/mail/appointment-mail-view.ts';

export const practice = { practice_name: 'Glow & Co', address: '12 Elm St, Austin, TX', phone: '512-555-0100', public_email: '' };
export const view: AppointmentMailView = {
  id: '01JAPPT0000000000000000001', clientName: 'Dana <b>', employeeName: 'Ana Ruiz', locationName: 'Downtown',
  locationAddress: '12 Elm St, Austin', timeZone: 'America/Chicago',
  startAt: '2026-03-09T14:00:00.000Z', endAt: '2026-03-09T15:30:00.000Z', treatments: ['Botox', 'Facial'],
};
