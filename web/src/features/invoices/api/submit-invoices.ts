// POST /api/invoice_groups: 1–4 invoices (or a mentorship evaluation) in one all-or-nothing submission.
// The server computes every amount itself; a batch that overdraws a product answers 409
// insufficient_stock naming it (REFERENCE §3.8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitInvoicesBody } from '#functions/contract/invoices.ts';
import { submitInvoicesResponse } from '#functions/contract/invoice-views.ts';
import { invalidateInvoices } from '#web/features/invoices/api/invoice-keys.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const submitInvoices = (invoices: SubmitInvoicesBody) => apiJson('invoices.submit', { body: { invoices }, schema: submitInvoicesResponse });

export function useSubmitInvoices() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitInvoices, onSuccess: () => invalidateInvoices(queryClient) });
}
