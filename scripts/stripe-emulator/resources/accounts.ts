// Connect accounts (Express, as Carebook creates them). A new account can do nothing until its
// hosted onboarding (connect-onboarding.ts) submits details; the outcome sets the flags, the
// requirements and the external bank account the way Stripe reports them.
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, metadata, obj, str } from '#scripts/stripe-emulator/params.ts';
import type { EmulatorContext, Resource } from '#scripts/stripe-emulator/resource.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { invalidParam } from '#scripts/stripe-emulator/stripe-error.ts';

const createParams = ['type', 'country', 'email', 'capabilities', 'business_type', 'business_profile', 'default_currency', 'metadata'] as const;
/** What a fresh Express account still has to provide, as Stripe lists it. */
const onboardingFields = ['business_profile.url', 'business_type', 'external_account', 'representative.first_name', 'representative.last_name', 'tos_acceptance.date', 'tos_acceptance.ip'];

export function requirements(currentlyDue: string[], pending: string[], disabledReason: string | null): Record<string, unknown> {
  return { alternatives: [], current_deadline: null, currently_due: currentlyDue, disabled_reason: disabledReason, errors: [], eventually_due: currentlyDue, past_due: currentlyDue, pending_verification: pending };
}

function requestedCapabilities(params: FormObject): Record<string, string> {
  const given = obj(params, 'capabilities') ?? {};
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    const requested = typeof value === 'object' && !Array.isArray(value) ? value.requested : undefined;
    if (requested !== 'true' && requested !== 'false') throw invalidParam(`capabilities[${name}][requested]`, `Invalid boolean: ${String(requested)}`);
    if (requested === 'true') result[name] = 'inactive';
  }
  return result;
}

function create(params: FormObject, ctx: EmulatorContext): StripeObject {
  allowOnly(params, createParams);
  const type = str(params, 'type') ?? 'express';
  if (!['express', 'standard', 'custom'].includes(type)) throw invalidParam('type', `Invalid type: must be one of custom, express, or standard`);
  const id = newId('acct');
  return ctx.store.insert({
    id, object: 'account', type, created: ctx.now(), livemode: false,
    country: str(params, 'country') ?? 'US', email: str(params, 'email') ?? null, default_currency: str(params, 'default_currency') ?? 'usd',
    business_type: str(params, 'business_type') ?? null, business_profile: obj(params, 'business_profile') ?? { mcc: null, name: null, url: null },
    capabilities: requestedCapabilities(params), charges_enabled: false, payouts_enabled: false, details_submitted: false,
    requirements: requirements(onboardingFields, [], 'requirements.past_due'), metadata: metadata(params),
    external_accounts: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/accounts/${id}/external_accounts` },
  });
}

export function bankAccounts(account: StripeObject): StripeObject[] {
  const list = account.external_accounts as { data: StripeObject[] };
  return list.data;
}

export const accounts: Resource = {
  path: 'accounts',
  objectType: 'account',
  displayName: 'account',
  create,
  update(account, params) {
    allowOnly(params, ['email', 'business_profile', 'metadata']);
    if (params.email !== undefined) account.email = str(params, 'email') ?? null;
    if (params.business_profile !== undefined) account.business_profile = { ...(account.business_profile as object), ...obj(params, 'business_profile') };
    account.metadata = metadata(params, account.metadata as Record<string, string>);
    return account;
  },
  del(account) {
    account.deleted = true;
    return { id: account.id, object: 'account', deleted: true } satisfies StripeObject;
  },
  listWhere: (account) => account.deleted !== true,
  subLists: {
    // GET /v1/accounts/{id}/external_accounts (`object=bank_account` as the SDK may filter)
    external_accounts: (account, params) => bankAccounts(account).filter((b) => params.object === undefined || b.object === params.object),
  },
};
