// The demo provider already onboarded to Stripe Connect (issue 20), so Invoices to Pay shows both
// payment paths after `npm start`: when the local emulator runs (STRIPE_API_BASE), the seed creates
// the provider's Express account there and completes its hosted onboarding with the emulator's test
// bank account. Against real Stripe the seed makes no Stripe call (REFERENCE §6: no Stripe ids);
// the provider connects from My Profile › Bank details instead.
import { env } from '#functions/lib/config/env.ts';
import { createExpressAccount, createOnboardingLink, retrieveAccount } from '#functions/lib/stripe/accounts.ts';
import { saveConnectAccount, saveConnectState } from '#functions/payouts/employee-stripe-repository.ts';
import { demoStaff } from '#scripts/seed/demo-accounts.ts';

const testBank = { routing_number: '110000000', account_number: '000123456789', verification: 'verified' };

export async function seedConnectedProvider(appOrigin: string): Promise<string | null> {
  if (!env().STRIPE_API_BASE) return null;
  const { id, email } = demoStaff.provider;
  const accountId = await createExpressAccount({ employeeId: id, email });
  await saveConnectAccount(id, accountId, new Date().toISOString());
  const url = await createOnboardingLink({ accountId, refreshUrl: `${appOrigin}/myprofile`, returnUrl: `${appOrigin}/${id}/${accountId}` });
  const form = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(testBank) });
  if (form.status !== 303) throw new Error(`The emulator's onboarding page answered ${form.status}`);
  const account = await retrieveAccount(accountId);
  if (!account) throw new Error(`The emulator lost the account ${accountId}`);
  await saveConnectState(id, accountId, { detailsSubmitted: account.detailsSubmitted, payoutsEnabled: account.payoutsEnabled, bankAccount: account.bankAccounts.length > 0 });
  return accountId;
}
