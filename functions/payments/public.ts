// The payments group's public face (decision 024): the hold sweeper the jobs run, and what the
// schedule Lambda's entry composes (decision 032): the fee steps of a status change, the cancel
// routes and the card-on-file routes.
export { releaseExpiredHolds } from '#functions/payments/release-expired-holds.ts';
export { cancelClientBookingEndpoint, cancelScheduleEndpoint } from '#functions/payments/cancel-booking-endpoints.ts';
export { chargeCardEndpoint, chargeFeeEndpoint } from '#functions/payments/card-on-file-endpoints.ts';
export { feeSteps } from '#functions/payments/policy-fees.ts';
