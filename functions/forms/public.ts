// The forms group's public face (decision 024): the booking (schedule group, running in the payments
// and schedule Lambdas) asks which automatic intake forms a client still has to fill. Lean on
// purpose: the payments bundle is within a few KiB of its budget.
export { pendingIntakeForms } from '#functions/forms/intake-requirements.ts';
export type { PendingQuestion } from '#functions/forms/intake-requirements.ts';
