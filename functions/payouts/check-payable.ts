// check-* steps of a payout (REFERENCE §3.8 "Payout"): the invoice must be a finalized invoice of the
// employee the admin named, and the employee's Connect account must be able to receive money. Each
// refusal of the account is a 409 with its code, and the employee is emailed what to do.
import { conflict, validationFailed } from '#functions/lib/errors/app-error.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import { retrieveAccount, type AccountView } from '#functions/lib/stripe/accounts.ts';
import type { EmployeeRoot } from '#functions/model/employee-record.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';
import { sendPayoutNotice, type PayoutNotice } from '#functions/payouts/payout-notices.ts';

export const notFinalizedMessage = 'Only finalized invoices can be paid.';

/** The invoice is payable, and `employeeId` (when the request names one) is its owner. */
export function checkPayableInvoice({ invoice, employeeId }: { invoice: InvoiceRecord; employeeId: string | null }): void {
  if (employeeId !== null && employeeId !== invoice.employeeId) {
    throw validationFailed({ employee_id: 'This invoice belongs to another employee.' });
  }
  if (invoice.status !== 'finalized' || invoice.kind === 'evaluation' || invoice.chargeCents === null) throw conflict('invalid_state', notFinalizedMessage);
}

type Refusal = Extract<PayoutNotice, 'not_onboarded' | 'bank_missing' | 'verification_pending'>;

const refusals: Record<Refusal, { code: 'stripe_not_onboarded' | 'stripe_bank_missing' | 'stripe_verification_pending'; message: (name: string) => string }> = {
  not_onboarded: { code: 'stripe_not_onboarded', message: (n) => `${n} has not connected a Stripe account yet. We emailed them a reminder to on-board.` },
  bank_missing: { code: 'stripe_bank_missing', message: (n) => `${n} has no bank account in Stripe yet. We emailed them a reminder to add one.` },
  verification_pending: { code: 'stripe_verification_pending', message: (n) => `Stripe is still verifying ${n}'s account, so payouts are on hold. We emailed them.` },
};

function refusalOf(account: AccountView | null): Refusal | null {
  if (!account?.detailsSubmitted) return 'not_onboarded';
  if (account.bankAccounts.length === 0) return 'bank_missing';
  return account.payoutsEnabled ? null : 'verification_pending';
}

/** The account as Stripe sees it now; a refusal mails the employee and answers its 409. */
export async function checkPayoutAccount({ employee, invoice, logger }: { employee: EmployeeRoot; invoice: InvoiceRecord; logger: Logger }): Promise<AccountView> {
  const account = employee.stripe_account_id ? await retrieveAccount(employee.stripe_account_id) : null;
  const refusal = refusalOf(account);
  if (refusal === null && account) return account;
  const notice = refusal ?? 'not_onboarded';
  await sendPayoutNotice({ notice, invoice, logger });
  throw conflict(refusals[notice].code, refusals[notice].message(invoice.employeeName));
}
