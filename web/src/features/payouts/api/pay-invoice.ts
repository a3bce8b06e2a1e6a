// POST /api/client/stripe/transfer_to_employee (admin): pays one finalized invoice to its provider's
// Connect account — Pay Faster at once, otherwise a payout scheduled in `payout_delay_days` (REFERENCE
// §3.8). A provider not ready for payouts is 409 (`stripe_not_onboarded`, `stripe_bank_missing`,
// `stripe_verification_pending`) and has been emailed a reminder. Every invoice read is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transferResponse, type TransferBody, type TransferResponse } from '#functions/contract/payouts.ts';
import { invalidateInvoices } from '#web/features/invoices/api/invoice-keys.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function payInvoice(body: TransferBody): Promise<TransferResponse> {
  return apiJson('payouts.transfer', { body, schema: transferResponse });
}

export function usePayInvoice() {
  const queryClient = useQueryClient();
  // Settled, not only success: a refusal can follow a change made meanwhile (another admin paid it).
  return useMutation({ mutationFn: payInvoice, onSettled: () => invalidateInvoices(queryClient) });
}
