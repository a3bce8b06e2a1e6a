// Keys of the ScheduledPayout (docs/data-model.md §2.8, AP-INV-11/12): one item per invoice in the
// invoice's partition, and the sparse due-queue it sits in while the job still has work for it.
import { invoiceKeys } from '#functions/model/invoice-keys.ts';

const duePartition = 'PAYOUT#due';

export const payoutKeys = {
  /** AP-INV-12: `INV#<invoiceId>` / `PAYOUT`. */
  payout: invoiceKeys.payout,
  /** AP-INV-11: the due queue. */
  due: () => ({ GSI1PK: duePartition }),
  /** The queue keys of a payout due at `dueAt` (its scheduled instant, or its next retry). */
  dueIndex: (dueAt: string, invoiceId: string) => ({ GSI1PK: duePartition, GSI1SK: `${dueAt}#${invoiceId}` }),
  /** Upper bound of "due by `now`" (data model §1.2). */
  dueBy: (now: string) => `${now}#~`,
  dueIndexAttributes: ['GSI1PK', 'GSI1SK'] as const,
};
