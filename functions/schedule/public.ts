// The schedule group's public face (decision 024). Payments and the jobs work on the appointment
// aggregate that schedule owns (payments live inside the appointment root); the client booking
// endpoint runs in the payments Lambda and takes its DepositSteps from there.
export { addNoteEndpoint } from '#functions/schedule/add-note-endpoint.ts';
export { computeAmounts, remainingOnLine } from '#functions/schedule/appointment-amounts.ts';
export { toSchedule } from '#functions/schedule/appointment-dto.ts';
export { sendAppointmentConfirmed, sendPaymentReceived } from '#functions/schedule/appointment-emails.ts';
export { getAppointment, releaseCellsStep, updateAppointmentStep } from '#functions/schedule/appointment-repository.ts';
export type { DepositSteps } from '#functions/schedule/client-booking-service.ts';
export { clientCells, employeeCells, planCreateAppointment } from '#functions/schedule/create-appointment.ts';
export { createClientBookingEndpoint } from '#functions/schedule/create-client-booking-endpoint.ts';
export { deleteNoteEndpoint } from '#functions/schedule/delete-note-endpoint.ts';
export { loadAppointments, loadMailParties } from '#functions/schedule/reminder-mail-repository.ts';
export type { MailClient, MailParties } from '#functions/schedule/reminder-mail-repository.ts';
export { sendAppointmentReminder } from '#functions/schedule/reminder-mail.ts';
export { planSkipReminders } from '#functions/schedule/reminder-plan.ts';
export { claimReminder, deferReminder, finishReminder, listDueReminders } from '#functions/schedule/reminder-repository.ts';
export type { ReminderRecord } from '#functions/schedule/reminder-repository.ts';
export { canSee, mayChangeLines, visibleOrNotFound } from '#functions/schedule/schedule-access.ts';
export { updateNoteEndpoint } from '#functions/schedule/update-note-endpoint.ts';
