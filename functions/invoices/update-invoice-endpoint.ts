import { invoiceView } from '#functions/contract/invoice-views.ts';
import { updateInvoiceBody, type AdminInvoiceEdit, type UpdateInvoiceBody } from '#functions/contract/invoices.ts';
import { editInvoice } from '#functions/invoices/edit-invoice-service.ts';
import { invoiceParams } from '#functions/invoices/invoice-params.ts';
import { resubmitInvoice } from '#functions/invoices/resubmit-invoice-service.ts';
import { loadVisibleInvoice } from '#functions/invoices/read/invoice-visibility.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { forbidden } from '#functions/lib/errors/app-error.ts';
import { noticesQueued } from '#functions/invoices/notices/notice-dispatch.ts';

const isResubmission = (body: UpdateInvoiceBody): body is Exclude<UpdateInvoiceBody, AdminInvoiceEdit> => 'location_id' in body;

/** PATCH /api/invoices/{id}: an admin's edit (charge override, notes, overhead, Pay Faster) or the owner's resubmission of a rejected invoice. */
export const updateInvoiceEndpoint = defineEndpoint({
  access: 'staff',
  params: invoiceParams,
  body: updateInvoiceBody,
  response: invoiceView,
  handler: async ({ caller, params, body }) => {
    if (isResubmission(body)) return resubmitInvoice({ caller, id: params.id, body, queued: noticesQueued });
    if (caller.isAdmin) return editInvoice({ caller, id: params.id, body });
    // An invoice the caller may not see is 404; their own is 403 (only admins edit).
    await loadVisibleInvoice(caller, params.id);
    throw forbidden();
  },
});
