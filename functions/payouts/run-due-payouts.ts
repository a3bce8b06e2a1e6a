// The payout job step (REFERENCE §3.8 "Payout job"; `npm run job -- payouts [--now ISO]`): every
// payout due at `now` (at most `limit` per run, oldest first) gets one attempt. A payout whose last
// retry failed alerts the inbox once. Re-running at the same instant transfers nothing twice: each
// attempt claims its row first, and Stripe's idempotency key makes any repeat the same transfer.
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { getInvoices, listDuePayouts, markPayoutAlerted } from '#functions/invoices/public.ts';
import { attemptPayout } from '#functions/payouts/attempt-payout.ts';
import { sendPayoutFailedAlert } from '#functions/payouts/payout-notices.ts';

export interface PayoutRunResult {
  invoice_id: string;
  status: 'transferred' | 'failed' | 'skipped';
  transfer_id?: string;
  error?: string;
  alerted?: boolean;
}

export async function runDuePayouts(now: Date, limit: number): Promise<PayoutRunResult[]> {
  const at = now.toISOString();
  const due = await listDuePayouts(at, limit);
  if (due.length === 0) return [];
  const [settings, invoices] = await Promise.all([loadPracticeSettings(), getInvoices(due.map((p) => p.invoiceId), true)]);
  const results: PayoutRunResult[] = [];
  for (const payout of due) {
    const outcome = await attemptPayout({ payout, now: at, currency: settings.currency });
    if (outcome.status === 'transferred') results.push({ invoice_id: payout.invoiceId, status: 'transferred', transfer_id: outcome.transferId });
    else if (outcome.status === 'skipped') results.push({ invoice_id: payout.invoiceId, status: 'skipped' });
    else {
      const invoice = invoices.find((i) => i.id === payout.invoiceId);
      const alerted = outcome.final && invoice !== undefined && (await markPayoutAlerted(payout.invoiceId, at));
      if (alerted) await sendPayoutFailedAlert({ invoice, attempts: outcome.attempts, error: outcome.error });
      results.push({ invoice_id: payout.invoiceId, status: 'failed', error: outcome.error, alerted });
    }
  }
  return results;
}
