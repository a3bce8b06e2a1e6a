// What the hosted onboarding form does to an account. Three outcomes matter to Carebook (issue 20):
// a bank account and verified identity → payouts enabled; no bank account → payouts disabled with
// `external_account` due; verification pending → payouts disabled with requirements pending.
import { newId } from '#scripts/stripe-emulator/ids.ts';
import type { EmulatorContext } from '#scripts/stripe-emulator/resource.ts';
import { requirements } from '#scripts/stripe-emulator/resources/accounts.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';

export interface OnboardingInput {
  routingNumber: string;
  /** Empty: the user skipped adding a bank account. */
  accountNumber: string;
  verification: 'verified' | 'pending';
}

/** Stripe's test routing number names its test bank; any other valid one is some bank. */
function bankName(routingNumber: string): string {
  return routingNumber === '110000000' ? 'STRIPE TEST BANK' : 'TEST BANK';
}

/** Why the form cannot be accepted, in the words the page shows, or undefined. */
export function onboardingProblem(input: OnboardingInput): { field: 'routing_number' | 'account_number'; message: string } | undefined {
  if (input.accountNumber === '') return undefined;
  if (!/^\d{9}$/.test(input.routingNumber)) return { field: 'routing_number', message: 'Routing number must have 9 digits.' };
  if (!/^\d{4,17}$/.test(input.accountNumber)) return { field: 'account_number', message: 'Account number must have 4 to 17 digits.' };
  return undefined;
}

function bankAccount(account: StripeObject, input: OnboardingInput): StripeObject {
  return {
    id: newId('ba'), object: 'bank_account', account: account.id, account_holder_name: null, account_holder_type: 'individual',
    bank_name: bankName(input.routingNumber), country: 'US', currency: 'usd', default_for_currency: true,
    fingerprint: newId('fp').slice(3, 19), last4: input.accountNumber.slice(-4), metadata: {}, routing_number: input.routingNumber,
    status: input.verification === 'verified' ? 'verified' : 'new',
  };
}

/** Applies a submitted onboarding form to the account and announces it (`account.updated`). */
export function submitOnboarding(ctx: EmulatorContext, account: StripeObject, input: OnboardingInput): void {
  const hasBank = input.accountNumber !== '';
  const verified = input.verification === 'verified';
  // A new bank account replaces the previous one, as Express onboarding does.
  const banks = hasBank ? [bankAccount(account, input)] : [];
  account.external_accounts = { object: 'list', data: banks, has_more: false, total_count: banks.length, url: `/v1/accounts/${account.id}/external_accounts` };
  account.details_submitted = true;
  account.charges_enabled = verified;
  account.payouts_enabled = verified && hasBank;
  const capabilities = account.capabilities as Record<string, string>;
  for (const name of Object.keys(capabilities)) capabilities[name] = (name === 'transfers' ? account.payouts_enabled : verified) ? 'active' : 'inactive';
  const due = hasBank ? [] : ['external_account'];
  const pending = verified ? [] : ['individual.verification.document'];
  const reason = due.length > 0 ? 'requirements.past_due' : pending.length > 0 ? 'requirements.pending_verification' : null;
  account.requirements = requirements(due, pending, reason);
  ctx.emit('account.updated', account);
}
