// GET /api/invoice_charge_rates: the practice's fee percentages the server charges invoices with, so
// the `/addinvoice` preview computes "Total Owed to Provider" with the same rates (an admin may have
// changed them from the defaults). Settings change rarely: the 15-minute cache applies.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceChargeRates, type InvoiceChargeRates } from '#functions/contract/invoice-views.ts';
import { invoicesKey } from '#web/features/invoices/api/invoice-keys.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const getChargeRates = (signal?: AbortSignal): Promise<InvoiceChargeRates> => apiJson('invoices.charge_rates', { schema: invoiceChargeRates, signal });

export const chargeRatesQueryOptions = () => queryOptions({ queryKey: [...invoicesKey, 'charge-rates'], queryFn: ({ signal }) => getChargeRates(signal) });

export const useChargeRates = () => useQuery(chargeRatesQueryOptions());
