// Job step "invoice-notices" (decision 031): the safety net of the outbox. Notices still undelivered
// after their grace (the direct delivery never ran), or whose claim lapsed (a delivery crashed or
// failed), are re-queued: in AWS that write reaches the documents Lambda through the table's stream;
// locally the in-process delivery takes them. Bounded per run; re-runnable (the claim decides).
import { maxNoticeAttempts } from '#functions/invoices/notices/deliver-notices.ts';
import { noticesQueued } from '#functions/invoices/notices/notice-dispatch.ts';
import { finishNotice, listDueNotices, requeueNotice } from '#functions/invoices/notices/notice-repository.ts';

export interface RequeueOutcome { notice_id: string; outcome: 'requeued' | 'failed' }

export async function requeueUndeliveredNotices(now: Date, limit = 50): Promise<RequeueOutcome[]> {
  const nowIso = now.toISOString();
  const outcomes: RequeueOutcome[] = [];
  for (const notice of await listDueNotices(nowIso, limit)) {
    if (notice.attempts >= maxNoticeAttempts) {
      // A delivery that crashed on its last attempt: it has had its tries.
      if (await finishNotice(notice, 'failed', nowIso)) outcomes.push({ notice_id: notice.id, outcome: 'failed' });
    } else if (await requeueNotice(notice, nowIso)) {
      outcomes.push({ notice_id: notice.id, outcome: 'requeued' });
    }
  }
  noticesQueued(outcomes.filter((o) => o.outcome === 'requeued').map((o) => o.notice_id));
  return outcomes;
}
