// Stripe Connect Express accounts (REFERENCE §3.13): create one per employee, open its hosted
// onboarding, and read back what Stripe knows (details, payouts, bank accounts, requirements).
import type Stripe from 'stripe';
import { stripeClient } from '#functions/lib/stripe/stripe-client.ts';
import { isMissing } from '#functions/lib/stripe/stripe-errors.ts';

export interface BankAccountView {
  id: string;
  bankName: string | null;
  last4: string;
  routingNumber: string | null;
  status: string;
}

/** What Stripe still needs before payouts (`currently_due`) and what it is checking (`pending_verification`). */
export interface AccountRequirements {
  currentlyDue: string[];
  pendingVerification: string[];
  disabledReason: string | null;
}

export interface AccountView {
  id: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  bankAccounts: BankAccountView[];
  requirements: AccountRequirements;
}

const bankView = (b: Stripe.BankAccount): BankAccountView => ({
  id: b.id, bankName: b.bank_name ?? null, last4: b.last4, routingNumber: b.routing_number ?? null, status: b.status,
});

export function accountView(a: Stripe.Account): AccountView {
  const external = a.external_accounts?.data ?? [];
  return {
    id: a.id, detailsSubmitted: a.details_submitted === true, payoutsEnabled: a.payouts_enabled === true,
    bankAccounts: external.flatMap((x) => (x.object === 'bank_account' ? [bankView(x)] : [])),
    requirements: {
      currentlyDue: a.requirements?.currently_due ?? [], pendingVerification: a.requirements?.pending_verification ?? [],
      disabledReason: a.requirements?.disabled_reason ?? null,
    },
  };
}

/** One account per employee: the idempotency key makes a double click create it once. */
export async function createExpressAccount(input: { employeeId: string; email: string }): Promise<string> {
  const stripe = await stripeClient();
  const account = await stripe.accounts.create({
    type: 'express', country: 'US', email: input.email,
    capabilities: { transfers: { requested: true }, card_payments: { requested: true } },
    metadata: { employee_id: input.employeeId },
  }, { idempotencyKey: `connect-account-${input.employeeId}` });
  return account.id;
}

/** The hosted onboarding page of an account (a fresh link each time: links are single-use). */
export async function createOnboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string> {
  const stripe = await stripeClient();
  const link = await stripe.accountLinks.create({
    account: input.accountId, type: 'account_onboarding', refresh_url: input.refreshUrl, return_url: input.returnUrl,
  });
  return link.url;
}

/** null when Stripe does not know the account. */
export async function retrieveAccount(id: string): Promise<AccountView | null> {
  const stripe = await stripeClient();
  try {
    return accountView(await stripe.accounts.retrieve(id));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
