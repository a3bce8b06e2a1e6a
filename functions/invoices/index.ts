// Lambda entry of the invoices group: the invoice JSON routes (no pdfkit: the PDFs render in the
// documents group, decision 022).
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';
import { getChargeRatesEndpoint } from '#functions/invoices/read/get-charge-rates-endpoint.ts';
import { getInvoiceEndpoint } from '#functions/invoices/read/get-invoice-endpoint.ts';
import { listClientInvoicesEndpoint } from '#functions/invoices/read/list-client-invoices-endpoint.ts';
import { listEmployeeInvoicesEndpoint } from '#functions/invoices/read/list-employee-invoices-endpoint.ts';
import { listEvaluationsEndpoint } from '#functions/invoices/read/list-evaluations-endpoint.ts';
import { listInvoiceOptionsEndpoint } from '#functions/invoices/read/list-invoice-options-endpoint.ts';
import { listInvoicesEndpoint } from '#functions/invoices/read/list-invoices-endpoint.ts';
import { listInvoicesToPayEndpoint } from '#functions/invoices/read/list-invoices-to-pay-endpoint.ts';
import { listMentorFeeInvoicesEndpoint } from '#functions/invoices/read/list-mentor-fee-invoices-endpoint.ts';
import { searchInvoicesEndpoint } from '#functions/invoices/read/search-invoices-endpoint.ts';
import { deleteInvoiceEndpoint, deleteInvoicesEndpoint } from '#functions/invoices/delete-invoice-endpoint.ts';
import { markPaidEndpoint } from '#functions/invoices/mark-paid-endpoint.ts';
import { updateImagesEndpoint } from '#functions/invoices/update-images-endpoint.ts';

export const handler = createGroupHandler('invoices', {
  'invoices.list': listInvoicesEndpoint,
  'invoices.get': getInvoiceEndpoint,
  'invoices.employee_invoices': listInvoiceOptionsEndpoint,
  'invoices.employees_invoice': listEmployeeInvoicesEndpoint,
  'invoices.invoice_lists': searchInvoicesEndpoint,
  'invoices.finalized': listInvoicesToPayEndpoint,
  'invoices.mentors_invoice': listMentorFeeInvoicesEndpoint,
  'invoices.mentorship': listEvaluationsEndpoint,
  'invoices.client_invoices': listClientInvoicesEndpoint,
  'invoices.update_images': updateImagesEndpoint,
  'invoices.delete': deleteInvoiceEndpoint,
  'invoices.destroy_multiple': deleteInvoicesEndpoint,
  'invoices.mark_paid': markPaidEndpoint,
  'invoices.charge_rates': getChargeRatesEndpoint,
});
