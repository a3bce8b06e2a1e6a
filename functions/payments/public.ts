// The payments group's public face (decision 024): the hold sweeper the jobs run.
export { releaseExpiredHolds } from '#functions/payments/release-expired-holds.ts';
