// transfer_to_employee and pay_multiple_invoice (REFERENCE §3.8 "Payout", §4.4; decision 029): check
// the invoice and the employee's account, commit the invoice's `payment_scheduled` with its payout,
// then for Pay Faster make the transfer at once (the job retries it if this attempt fails).
import { transferMessages, type PayMultipleResponse, type TransferResponse } from '#functions/contract/payouts.ts';
import { AppError, conflict } from '#functions/lib/errors/app-error.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { loadInvoice } from '#functions/invoices/public.ts';
import { attemptPayout } from '#functions/payouts/attempt-payout.ts';
import { checkPayableInvoice, checkPayoutAccount } from '#functions/payouts/check-payable.ts';
import { createPayout, payZeroCharge } from '#functions/payouts/create-payout.ts';
import { getEmployeeStripe } from '#functions/payouts/employee-stripe-repository.ts';
import { sendPayoutNotice } from '#functions/payouts/payout-notices.ts';

export async function payInvoice({ invoiceId, employeeId, logger }: { invoiceId: string; employeeId: string | null; logger: Logger }): Promise<TransferResponse> {
  const invoice = await loadInvoice(invoiceId);
  checkPayableInvoice({ invoice, employeeId });
  const now = new Date().toISOString();
  if (invoice.chargeCents === 0) {
    await payZeroCharge({ invoice, now, zone: (await loadPracticeSettings()).timezone });
    return { message: transferMessages.zero };
  }
  const [settings, employee] = await Promise.all([loadPracticeSettings(), getEmployeeStripe(invoice.employeeId)]);
  if (!employee) throw conflict('stripe_not_onboarded', `${invoice.employeeName} has no Stripe account.`);
  const account = await checkPayoutAccount({ employee, invoice, logger });
  const payout = await createPayout({ invoice, accountId: account.id, settings, now });
  if (!invoice.instantPay) {
    await sendPayoutNotice({ notice: 'scheduled', invoice, logger });
    return { message: transferMessages.scheduled };
  }
  const outcome = await attemptPayout({ payout, now, currency: settings.currency });
  if (outcome.status === 'failed') {
    throw conflict('payment_not_completed', `Stripe could not make the transfer (${outcome.error}). It will be retried automatically.`);
  }
  await sendPayoutNotice({ notice: 'initiated', invoice, logger });
  return outcome.status === 'transferred' ? { message: transferMessages.fast, transfer_id: outcome.transferId } : { message: transferMessages.fast };
}

/** The same rules per invoice, one after another; each refusal is reported, not thrown. */
export async function payInvoices({ invoiceIds, logger }: { invoiceIds: readonly string[]; logger: Logger }): Promise<PayMultipleResponse> {
  const result: PayMultipleResponse = { success: [], errors: [] };
  for (const invoiceId of new Set(invoiceIds)) {
    try {
      result.success.push({ invoice_id: invoiceId, ...(await payInvoice({ invoiceId, employeeId: null, logger })) });
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        result.errors.push({ invoice_id: invoiceId, error: error.message, code: error.code });
        continue;
      }
      logger.error('payout failed', { invoiceId, err: error });
      result.errors.push({ invoice_id: invoiceId, error: 'Something went wrong.', code: 'internal_error' });
    }
  }
  return result;
}
