// ScheduledPayout states (REFERENCE §2.6): `failed` is retried by the job, up to 3 more runs. Apart
// from contract/payouts.ts so the payments Lambda's webhook handlers carry the list, not the schemas.
export const payoutStatuses = ['scheduled', 'transferred', 'failed', 'cancelled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];
