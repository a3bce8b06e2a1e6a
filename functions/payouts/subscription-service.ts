// Staff subscription plans (REFERENCE §3.13 "Subscriptions", §4.1): the prices, hosted Checkout in
// subscription mode, the billing portal, and the way back to `free`. The plan becomes `paid` only
// through the webhooks (subscription-events.ts), never from these answers.
import { activeSubscriptionStatuses, type HostedUrlResponse, type PricingResponse, type UpdatePlanResponse } from '#functions/contract/subscriptions.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { conflict, forbidden, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { createEmployeeCustomer, createPortalSession, createSubscriptionSession, listPlanPrices } from '#functions/lib/stripe/billing.ts';
import type { EmployeeRoot } from '#functions/model/employee-record.ts';
import { getEmployeeStripe, saveEmployeeCustomer, setPlanFree } from '#functions/payouts/employee-stripe-repository.ts';

async function loadSelf(caller: StaffCaller): Promise<EmployeeRoot> {
  const employee = await getEmployeeStripe(caller.employeeId);
  if (!employee) throw notFound();
  return employee;
}

const hasActivePlan = (e: EmployeeRoot) => e.plan === 'paid' && e.subscription_status !== null && activeSubscriptionStatuses.includes(e.subscription_status);

export async function pricing({ caller }: { caller: StaffCaller }): Promise<PricingResponse> {
  const [prices, employee] = await Promise.all([listPlanPrices(), loadSelf(caller)]);
  return {
    prices: [...prices].sort((a, b) => a.unitAmountCents - b.unitAmountCents).map((p) => ({
      id: p.id, lookup_key: p.lookupKey, unit_amount_cents: p.unitAmountCents, currency: p.currency, interval: p.interval, product: p.product,
    })),
    plan: employee.plan, subscription_status: employee.subscription_status, subscription_ends_at: employee.subscription_ends_at,
    cancel_at_period_end: employee.cancel_at_period_end,
  };
}

/** The employee's own Stripe customer, created once (a racing request's wins). */
async function ensureCustomer(employee: EmployeeRoot): Promise<string> {
  if (employee.stripe_customer_id) return employee.stripe_customer_id;
  const created = await createEmployeeCustomer({ employeeId: employee.id, name: employee.name, email: employee.email });
  if (await saveEmployeeCustomer(employee.id, created, new Date().toISOString())) return created;
  return (await getEmployeeStripe(employee.id))?.stripe_customer_id ?? created;
}

const appUrl = async (path: string) => `${(await loadPracticeSettings()).app_origin.replace(/\/$/, '')}${path}`;

export async function startSubscriptionCheckout({ caller, priceId }: { caller: StaffCaller; priceId: string }): Promise<HostedUrlResponse> {
  const [prices, employee] = await Promise.all([listPlanPrices(), loadSelf(caller)]);
  if (!prices.some((p) => p.id === priceId)) throw validationFailed({ price_id: 'This plan does not exist.' });
  if (hasActivePlan(employee)) throw conflict('invalid_state', 'You already have an active subscription. Manage it in the billing portal.');
  const back = await appUrl('/myprofile?tab=subscription');
  const url = await createSubscriptionSession({ customerId: await ensureCustomer(employee), priceId, employeeId: employee.id, successUrl: back, cancelUrl: back });
  return { url };
}

export async function openBillingPortal({ caller }: { caller: StaffCaller }): Promise<HostedUrlResponse> {
  const employee = await loadSelf(caller);
  return { url: await createPortalSession({ customerId: await ensureCustomer(employee), returnUrl: await appUrl('/myprofile') }) };
}

/** Self or an admin; refused while a paid subscription is active (cancel it in the portal first). */
export async function updatePlan({ caller, employeeId }: { caller: StaffCaller; employeeId: string }): Promise<UpdatePlanResponse> {
  if (employeeId !== caller.employeeId && !caller.isAdmin) throw forbidden();
  const employee = await getEmployeeStripe(employeeId);
  if (!employee) throw notFound();
  if (!(await setPlanFree(employeeId, activeSubscriptionStatuses))) {
    throw conflict('invalid_state', 'A paid subscription is active. Cancel it in the billing portal first.');
  }
  return { success: true, plan: 'free' };
}
