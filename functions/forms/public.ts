// The forms group's public face (decision 024): the booking (schedule group, running in the payments
// and schedule Lambdas) asks which automatic intake forms a client still has to fill, and every
// Schedule DTO says so per appointment. Lean on purpose: the payments bundle is within a few KiB of
// its budget.
export { pendingIntakeForms, pendingIntakeFormsOfMany } from '#functions/forms/intake-requirements.ts';
export type { PendingForm, PendingQuestion } from '#functions/forms/intake-requirements.ts';
