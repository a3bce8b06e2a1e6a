// The schedule group's public face (decision 024). Payments and the jobs work on the appointment
// aggregate that schedule owns (payments live inside the appointment root); the client booking
// endpoint runs in the payments Lambda and takes its DepositSteps from there.
export { addNoteEndpoint } from '#functions/schedule/notes/add-note-endpoint.ts';
export { lateCancelFeeCents, noShowFeeCents } from '#functions/schedule/appointments/cancellation-fee.ts';
export type { FeeSteps } from '#functions/schedule/appointments/update-appointment-service.ts';
export { computeAmounts, remainingOnLine } from '#functions/schedule/appointments/appointment-amounts.ts';
export { scheduleOf } from '#functions/schedule/appointments/schedule-view.ts';
export { sendAppointmentConfirmed, sendPaymentReceived } from '#functions/schedule/appointments/appointment-emails.ts';
export { getAppointment, releaseCellsStep, updateAppointmentStep } from '#functions/schedule/appointments/appointment-repository.ts';
export type { DepositSteps } from '#functions/schedule/booking/client-booking-service.ts';
export { clientCells, employeeCells, planCreateAppointment } from '#functions/schedule/booking/create-appointment.ts';
export { createClientBookingEndpoint } from '#functions/schedule/booking/create-client-booking-endpoint.ts';
export { deleteNoteEndpoint } from '#functions/schedule/notes/delete-note-endpoint.ts';
export { loadAppointments, loadMailParties } from '#functions/schedule/reminders/reminder-mail-repository.ts';
export type { MailClient, MailParties } from '#functions/schedule/reminders/reminder-mail-repository.ts';
export { sendAppointmentReminder } from '#functions/schedule/reminders/reminder-mail.ts';
export { planSkipReminders } from '#functions/schedule/reminders/reminder-plan.ts';
export { claimReminder, deferReminder, finishReminder, listDueReminders } from '#functions/schedule/reminders/reminder-repository.ts';
export type { ReminderRecord } from '#functions/schedule/reminders/reminder-repository.ts';
export { canSee, mayChangeLines, visibleOrNotFound } from '#functions/schedule/appointments/schedule-access.ts';
export { updateNoteEndpoint } from '#functions/schedule/notes/update-note-endpoint.ts';
export { cancelAsClient, cancelAsStaff, loadOwnForCancel } from '#functions/schedule/appointments/cancel-service.ts';
export type { CancelResult } from '#functions/schedule/appointments/cancel-service.ts';
export { createUnavailabilityEndpoint } from '#functions/schedule/availability/create-unavailability-endpoint.ts';
export { deleteAvailabilityEndpoint } from '#functions/schedule/availability/delete-availability-endpoint.ts';
export { listPublicUnavailabilityEndpoint } from '#functions/schedule/availability/list-public-unavailability-endpoint.ts';
export { listAvailabilitiesEndpoint } from '#functions/schedule/availability/list-availabilities-endpoint.ts';
export { saveAvailabilityEndpoint } from '#functions/schedule/availability/save-availability-endpoint.ts';
export { deleteUnavailabilityEndpoint } from '#functions/schedule/availability/delete-unavailability-endpoint.ts';
export { updateUnavailabilityEndpoint } from '#functions/schedule/availability/update-unavailability-endpoint.ts';
export { addAppointmentProductEndpoint } from '#functions/schedule/appointments/add-appointment-product-endpoint.ts';
export { removeAppointmentProductEndpoint } from '#functions/schedule/appointments/remove-appointment-product-endpoint.ts';
export { updateAppointmentProductEndpoint } from '#functions/schedule/appointments/update-appointment-product-endpoint.ts';
export { listScheduleClientsEndpoint } from '#functions/schedule/appointments/list-schedule-clients-endpoint.ts';
