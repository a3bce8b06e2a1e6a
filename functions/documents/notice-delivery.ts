// How queued invoice notices reach this Lambda (decision 031). In AWS the table's stream invokes it
// with each new or re-queued notice row (filtered to `invoice_notice` items in `pending`); the local
// runtime and tests have no stream, so the same delivery runs in this process once the request that
// queued it has been answered. Either way the delivery claims each row, so a notice mails once.
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { deliverInvoiceNotices, deliverQueuedNoticesWith, type NoticeOutcome } from '#functions/invoices/public.ts';
import { env } from '#functions/lib/config/env.ts';
import { createLogger } from '#functions/lib/log/logger.ts';
import { invoiceNotices } from '#functions/documents/invoice-notices.ts';

const logger = createLogger({ lambda: 'documents', work: 'invoice-notices' });
const running = new Set<Promise<unknown>>();

export const deliverNotices = (ids: readonly string[]): Promise<NoticeOutcome[]> => deliverInvoiceNotices({ ids, notices: invoiceNotices, logger });

/** After the answer: delivers in this process where no stream will (STAGE local or test). */
function deliverInBackground(ids: readonly string[]): void {
  if (env().STAGE === 'aws') return;
  const delivery: Promise<unknown> = deliverNotices(ids)
    .catch((error: unknown) => logger.error('invoice notice delivery failed', { notice_ids: ids, err: error }))
    .finally(() => running.delete(delivery));
  running.add(delivery);
}

deliverQueuedNoticesWith(deliverInBackground);

/** Resolves once every in-process delivery started so far has ended (tests; a local shutdown). */
export async function noticesSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

export const isStreamEvent = (event: unknown): event is DynamoDBStreamEvent =>
  typeof event === 'object' && event !== null && Array.isArray((event as { Records?: unknown }).Records);

/** The stream's batch: the ids of the notice rows in it. A failed delivery stays in the outbox for the job's safety net, so the batch never fails. */
export async function deliverStreamedNotices(event: DynamoDBStreamEvent): Promise<void> {
  const ids = event.Records.flatMap((r) => {
    const id = r.dynamodb?.NewImage?.id?.S;
    return r.dynamodb?.NewImage?.entity?.S === 'invoice_notice' && id ? [id] : [];
  });
  const outcomes = await deliverNotices(ids);
  logger.info('invoice notices delivered', { outcomes });
}
