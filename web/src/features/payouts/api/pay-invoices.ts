// POST /api/client/stripe/pay_multiple_invoice (admin): the same rules as paying one invoice, applied
// to each; the answer says which were paid or scheduled (`success`) and why the others were not
// (`errors`), REFERENCE §3.8. Every invoice read is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payMultipleResponse, type PayMultipleResponse } from '#functions/contract/payouts.ts';
import { invalidateInvoices } from '#web/features/invoices/api/invoice-keys.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function payInvoices(invoiceIds: readonly string[]): Promise<PayMultipleResponse> {
  return apiJson('payouts.pay_multiple', { body: { invoices: invoiceIds.map((invoice_id) => ({ invoice_id })) }, schema: payMultipleResponse });
}

export function usePayInvoices() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: payInvoices, onSettled: () => invalidateInvoices(queryClient) });
}
