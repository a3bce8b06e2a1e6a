// The invoice writes after submission (REFERENCE §3.8, §4.4): finalize and delete one or many, reject
// with feedback, the admin edit, the owner's resubmission, mark paid, the images. Each invalidates every invoice
// read and the stock reads (a rejection returns stock, a resubmission deducts it again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceView, destroyMultipleResponse, finalizeMultipleResponse, finalizeResponse, invoiceResponse, markPaidResponse } from '#functions/contract/invoice-views.ts';
import type { AdminInvoiceEdit, ResubmitInvoice, UpdateImagesInput } from '#functions/contract/invoices.ts';
import { invalidateInvoices } from '#web/features/invoices/api/invoice-keys.ts';
import { apiJson } from '#web/lib/api-client.ts';

function useInvoiceWrite<Args, Data>(mutationFn: (args: Args) => Promise<Data>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateInvoices(queryClient) });
}

export const useFinalizeInvoice = () => useInvoiceWrite((id: string) => apiJson('invoices.finalize', { params: { id }, schema: finalizeResponse }));

export const useFinalizeInvoices = () => useInvoiceWrite((ids: string[]) => apiJson('invoices.finalize_multiple', { body: { ids }, schema: finalizeMultipleResponse }));

export const useDeleteInvoices = () => useInvoiceWrite((ids: string[]) => apiJson('invoices.destroy_multiple', { body: { ids }, schema: destroyMultipleResponse }));

export const useRejectInvoice = () =>
  useInvoiceWrite(({ id, feedback }: { id: string; feedback: string }) => apiJson('invoices.reject', { params: { id }, body: { feedback }, schema: invoiceResponse }));

export const useEditInvoice = () =>
  useInvoiceWrite(({ id, body }: { id: string; body: AdminInvoiceEdit }) => apiJson('invoices.update', { params: { id }, body, schema: invoiceView }));

export const useResubmitInvoice = () =>
  useInvoiceWrite(({ id, body }: { id: string; body: ResubmitInvoice }) => apiJson('invoices.update', { params: { id }, body, schema: invoiceView }));

export const useMarkPaid = () => useInvoiceWrite((id: string) => apiJson('invoices.mark_paid', { params: { id }, schema: markPaidResponse }));

/** New `invoice_image` uploads and stored images to drop, per side (PUT update_images). */
export const useUpdateImages = () =>
  useInvoiceWrite(({ id, body }: { id: string; body: UpdateImagesInput }) => apiJson('invoices.update_images', { params: { id }, body, schema: invoiceView }));
