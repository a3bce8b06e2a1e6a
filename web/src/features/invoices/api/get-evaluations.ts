// GET /api/mentorship_invoices: the mentorship evaluations the caller may see (REFERENCE §4.4: all
// for an admin; otherwise those they submitted or that name them as the mentor). The role comes
// from the session, so the spec's `is_admin` parameter is not sent.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { invoiceView, type Invoice } from '#functions/contract/invoice-views.ts';
import { freshRead, invoicesKey } from '#web/features/invoices/api/invoice-keys.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const getEvaluations = (signal?: AbortSignal): Promise<Invoice[]> => apiJson('invoices.mentorship', { schema: z.array(invoiceView), signal });

export const evaluationsQueryOptions = () => queryOptions({ queryKey: [...invoicesKey, 'evaluations'], queryFn: ({ signal }) => getEvaluations(signal), ...freshRead });

export const useEvaluations = () => useQuery(evaluationsQueryOptions());
