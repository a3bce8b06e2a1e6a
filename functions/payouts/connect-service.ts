// Stripe Connect onboarding of the signed-in employee (REFERENCE §3.13, §4.1): an Express account
// stored before any redirect (so the return URL is never trusted), a fresh onboarding link while it
// is unfinished, the return page's confirmation, and the bank details Stripe reports.
import type { AccountDetailsResponse, ConnectResponse, OnboardingCompleteResponse } from '#functions/contract/payouts.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { conflict, forbidden, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { createExpressAccount, createOnboardingLink, retrieveAccount, type AccountView } from '#functions/lib/stripe/accounts.ts';
import { loadActiveEmployee, toEmployeeProfile, withPhotoUrl } from '#functions/employees/public.ts';
import { getEmployeeStripe, saveConnectAccount, saveConnectState } from '#functions/payouts/employee-stripe-repository.ts';

/** Connect is self only: a body naming someone else is refused, never acted on. */
function checkSelf(caller: StaffCaller, employeeId: string | undefined): void {
  if (employeeId !== undefined && employeeId !== caller.employeeId) throw forbidden();
}

async function loadSelf(caller: StaffCaller) {
  const employee = await getEmployeeStripe(caller.employeeId);
  if (!employee || employee.deactivated_at !== null) throw notFound();
  return employee;
}

/** The account id stored for the employee: the existing one, or a new one (a racing request's wins). */
async function ensureAccount(caller: StaffCaller, email: string, existing: string | null): Promise<string> {
  if (existing) return existing;
  const created = await createExpressAccount({ employeeId: caller.employeeId, email });
  if (await saveConnectAccount(caller.employeeId, created, new Date().toISOString())) return created;
  return (await loadSelf(caller)).stripe_account_id ?? created;
}

export async function startConnect({ caller, employeeId }: { caller: StaffCaller; employeeId?: string | undefined }): Promise<ConnectResponse> {
  checkSelf(caller, employeeId);
  const employee = await loadSelf(caller);
  const current = employee.stripe_account_id ? await retrieveAccount(employee.stripe_account_id) : null;
  if (current?.detailsSubmitted) throw conflict('invalid_state', 'Your Stripe account is already connected.');
  const accountId = await ensureAccount(caller, employee.email, employee.stripe_account_id);
  const origin = (await loadPracticeSettings()).app_origin.replace(/\/$/, '');
  const url = await createOnboardingLink({
    accountId, refreshUrl: `${origin}/myprofile`, returnUrl: `${origin}/${encodeURIComponent(caller.employeeId)}/${encodeURIComponent(accountId)}`,
  });
  return { message: 'Redirecting to Stripe to connect your bank account.', redirect_url: url };
}

const connectState = (a: AccountView) => ({ detailsSubmitted: a.detailsSubmitted, payoutsEnabled: a.payoutsEnabled, bankAccount: a.bankAccounts.length > 0 });

export async function completeOnboarding({ caller, employeeId, accountId }: { caller: StaffCaller; employeeId: string; accountId: string }): Promise<OnboardingCompleteResponse> {
  checkSelf(caller, employeeId);
  const employee = await loadSelf(caller);
  if (employee.stripe_account_id !== accountId) throw validationFailed({ stripe_account_id: 'This is not the Stripe account you started connecting.' });
  const account = await retrieveAccount(accountId);
  if (!account) throw validationFailed({ stripe_account_id: 'Stripe does not know this account.' });
  await saveConnectState(caller.employeeId, accountId, connectState(account));
  const record = await loadActiveEmployee(caller.employeeId);
  if (!record) throw notFound();
  return { message: 'Stripe account linked successfully', employee: await withPhotoUrl(toEmployeeProfile(record), record.root) };
}

const noAccount: AccountDetailsResponse = {
  bank_accounts: [], payouts_enabled: false, details_submitted: false, requirements: { currently_due: [], pending_verification: [], disabled_reason: null },
};

/** Self, or an admin naming any employee (REFERENCE §4.1). */
export async function accountDetails({ caller, employeeId }: { caller: StaffCaller; employeeId?: string | undefined }): Promise<AccountDetailsResponse> {
  const target = employeeId ?? caller.employeeId;
  if (target !== caller.employeeId && !caller.isAdmin) throw forbidden();
  const employee = await getEmployeeStripe(target);
  if (!employee) throw notFound();
  const account = employee.stripe_account_id ? await retrieveAccount(employee.stripe_account_id) : null;
  if (!account) return noAccount;
  return {
    bank_accounts: account.bankAccounts.map((b) => ({ id: b.id, bank_name: b.bankName, last4: b.last4, routing_number: b.routingNumber, status: b.status })),
    payouts_enabled: account.payoutsEnabled, details_submitted: account.detailsSubmitted,
    requirements: {
      currently_due: account.requirements.currentlyDue, pending_verification: account.requirements.pendingVerification, disabled_reason: account.requirements.disabledReason,
    },
  };
}
