// Account links: a single-use onboarding URL that expires after five minutes, as in Stripe. The
// hosted page (hosted-onboarding.ts) serves it; an expired or used link sends the user to
// `refresh_url` so the platform can mint a new one.
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, requiredStr, url } from '#scripts/stripe-emulator/params.ts';
import type { EmulatorContext, Resource } from '#scripts/stripe-emulator/resource.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { invalidParam } from '#scripts/stripe-emulator/stripe-error.ts';

const lifetimeSeconds = 300;

function create(params: FormObject, ctx: EmulatorContext): StripeObject {
  allowOnly(params, ['account', 'type', 'refresh_url', 'return_url', 'collect', 'collection_options']);
  const accountId = requiredStr(params, 'account');
  const account = ctx.store.get(accountId);
  if (account?.object !== 'account' || account.deleted === true) {
    throw invalidParam('account', `No such account: '${accountId}'`);
  }
  const type = requiredStr(params, 'type');
  if (type !== 'account_onboarding' && type !== 'account_update') throw invalidParam('type', 'Invalid type: must be one of account_onboarding or account_update');
  // Stripe has no id on an account link; the emulator keeps one, internal, to find the link from its URL.
  const token = newId('acctlink');
  return ctx.store.insert({
    id: token, object: 'account_link', created: ctx.now(), expires_at: ctx.now() + lifetimeSeconds,
    url: `${ctx.publicUrl}/connect/onboarding/${token}`,
    _account: accountId, _type: type, _refresh_url: url(params, 'refresh_url', true), _return_url: url(params, 'return_url', true), _used: false,
  });
}

/** The link behind a hosted onboarding URL, if any. */
export function findLink(ctx: EmulatorContext, token: string): StripeObject | undefined {
  const link = ctx.store.get(token);
  return link?.object === 'account_link' ? link : undefined;
}

export function linkUsable(ctx: EmulatorContext, link: StripeObject): boolean {
  return link._used !== true && Number(link.expires_at) > ctx.now();
}

export const accountLinks: Resource = {
  path: 'account_links',
  objectType: 'account_link',
  displayName: 'account_link',
  create,
  createOnly: true,
  hidesId: true,
};
