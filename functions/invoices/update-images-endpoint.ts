import { invoiceView } from '#functions/contract/invoice-views.ts';
import { updateImagesBody } from '#functions/contract/invoices.ts';
import { invoiceParams } from '#functions/invoices/invoice-params.ts';
import { updateInvoiceImages } from '#functions/invoices/update-images-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** PUT /api/invoices/{id}/update_images: the owner while submitted or rejected, or an admin. */
export const updateImagesEndpoint = defineEndpoint({
  access: 'staff',
  params: invoiceParams,
  body: updateImagesBody,
  response: invoiceView,
  handler: ({ caller, params, body }) => updateInvoiceImages({ caller, id: params.id, body }),
});
