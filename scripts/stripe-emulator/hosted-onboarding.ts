// The hosted Connect onboarding page at each account link's `url`. GET shows a short form (bank
// routing and account numbers, and how identity verification should turn out); the form POSTs back
// to the same URL, which applies the outcome and answers 303 to the link's `return_url`.
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import { escape, layout, notFound, type PageResult } from '#scripts/stripe-emulator/hosted-layout.ts';
import type { EmulatorContext } from '#scripts/stripe-emulator/resource.ts';
import { findLink, linkUsable } from '#scripts/stripe-emulator/resources/account-links.ts';
import { onboardingProblem, submitOnboarding, type OnboardingInput } from '#scripts/stripe-emulator/resources/account-onboarding.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';

interface FormState {
  input: OnboardingInput;
  problem?: ReturnType<typeof onboardingProblem>;
}

function field(id: string, label: string, hint: string, value: string, error: string | undefined): string {
  const alert = error ? `<p class="error" role="alert" id="${id}-error">${escape(error)}</p>` : '';
  const described = error ? `${id}-hint ${id}-error" aria-invalid="true` : `${id}-hint`;
  return `<label for="${id}">${label}</label><p class="hint" id="${id}-hint">${hint}</p>${alert}
<input id="${id}" name="${id}" inputmode="numeric" autocomplete="off" value="${escape(value)}" aria-describedby="${described}">`;
}

function formPage(link: StripeObject, account: StripeObject, state: FormState): string {
  const { input, problem } = state;
  const option = (value: string, text: string) => `<option value="${value}"${input.verification === value ? ' selected' : ''}>${text}</option>`;
  return layout('Set up payouts – Stripe Connect (Stripe emulator)', `<h1>Set up payouts</h1>
<p class="note">Local Stripe emulator: no real bank is contacted. Routing number 110000000 with account number 000123456789 succeeds; leave the account number empty to finish without a bank account.</p>
<dl><dt>Account</dt><dd>${escape(account.id)}</dd><dt>Email</dt><dd>${escape(account.email ?? '—')}</dd></dl>
<form method="post" action="/connect/onboarding/${escape(link.id)}">
${field('routing_number', 'Routing number', 'Nine digits, e.g. 110000000.', input.routingNumber, problem?.field === 'routing_number' ? problem.message : undefined)}
${field('account_number', 'Account number', 'Optional: e.g. 000123456789.', input.accountNumber, problem?.field === 'account_number' ? problem.message : undefined)}
<label for="verification">Identity verification</label>
<select id="verification" name="verification">${option('verified', 'Verified')}${option('pending', 'Pending (payouts stay disabled)')}</select>
<button type="submit">Submit</button></form>
<p><a href="${escape(link._return_url)}">Leave and return to the platform</a></p>`);
}

function readForm(form: FormObject): OnboardingInput {
  const text = (name: string) => (typeof form[name] === 'string' ? form[name].trim() : '');
  return { routingNumber: text('routing_number'), accountNumber: text('account_number'), verification: text('verification') === 'pending' ? 'pending' : 'verified' };
}

function resolve(ctx: EmulatorContext, token: string): { link: StripeObject; account: StripeObject } | PageResult {
  const link = findLink(ctx, token);
  const account = link ? ctx.store.get(String(link._account)) : undefined;
  if (!link || !account) return notFound();
  // Stripe sends an expired or already used link to `refresh_url`, where the platform makes a new one.
  if (!linkUsable(ctx, link)) return { status: 303, location: String(link._refresh_url) };
  return { link, account };
}

export function showOnboarding(ctx: EmulatorContext, token: string): PageResult {
  const found = resolve(ctx, token);
  if ('status' in found) return found;
  return { status: 200, html: formPage(found.link, found.account, { input: { routingNumber: '', accountNumber: '', verification: 'verified' } }) };
}

export function submitOnboardingForm(ctx: EmulatorContext, token: string, form: FormObject): PageResult {
  const found = resolve(ctx, token);
  if ('status' in found) return found;
  const input = readForm(form);
  const problem = onboardingProblem(input);
  if (problem) return { status: 200, html: formPage(found.link, found.account, { input, problem }) };
  submitOnboarding(ctx, found.account, input);
  found.link._used = true;
  return { status: 303, location: String(found.link._return_url) };
}
