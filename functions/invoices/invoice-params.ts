// The path parameters of the per-invoice routes.
import * as z from 'zod';
import { id } from '#functions/contract/common.ts';

export const invoiceParams = z.object({ id });
