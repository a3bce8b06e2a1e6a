// The Stripe state on the employee root (docs/data-model.md §2.1, AP-EMP-11/12; decision 029): the
// Connect account (stored with its lookup item before any redirect), the flags Stripe reports, the
// employee's own customer and the subscription. Not versioned: Stripe's state takes no part in
// profile edits, so a webhook never makes a concurrent profile save fail.
import { keys } from '#functions/lib/db/keys.ts';
import { getItem, lookupOwner } from '#functions/lib/db/read.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { updateItem } from '#functions/lib/db/write.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { employeeFromItem, type EmployeeRoot } from '#functions/model/employee-record.ts';
import { paymentKeys } from '#functions/model/payment-keys.ts';
import type { SubscriptionStatus } from '#functions/contract/subscriptions.ts';

export interface ConnectState { detailsSubmitted: boolean; payoutsEnabled: boolean; bankAccount: boolean }
export interface SubscriptionState { subscriptionId: string; status: SubscriptionStatus; endsAt: string | null; cancelAtPeriodEnd: boolean; plan: 'free' | 'paid' }

/** AP-EMP-2, consistent (it decides what to create). */
export async function getEmployeeStripe(id: string): Promise<EmployeeRoot | null> {
  const item = await getItem(employeeKeys.employee(id), true);
  return item ? employeeFromItem(item) : null;
}

/** AP-EMP-11. */
export const employeeIdByAccount = (accountId: string): Promise<string | undefined> => lookupOwner('STRIPE_ACCOUNT', accountId);

/** AP-EMP-12, employees only (a client's customer is not ours to change). */
export async function employeeIdByCustomer(customerId: string): Promise<string | undefined> {
  const item = await getItem(paymentKeys.customerLookup(customerId), true);
  return item?.owner_type === 'employee' && typeof item.owner_id === 'string' ? item.owner_id : undefined;
}

/** Stores a new account id and its lookup item; false when the employee already has one. */
export function saveConnectAccount(employeeId: string, accountId: string, now: string): Promise<boolean> {
  const plan = new TransactionPlan();
  plan.update(employeeKeys.employee(employeeId), {
    expression: 'SET stripe_account_id = :acct, updated_at = :now', condition: 'attribute_exists(PK) AND attribute_not_exists(stripe_account_id)',
    values: { ':acct': accountId, ':now': now },
  });
  plan.put({ ...employeeKeys.stripeAccountLookup(accountId), entity: 'uniqueness', kind: 'STRIPE_ACCOUNT', owner_type: 'employee', owner_id: employeeId, created_at: now });
  return plan.commitUnlessConflict();
}

/** Stores an employee's own Stripe customer and its lookup; false when one was stored first. */
export function saveEmployeeCustomer(employeeId: string, customerId: string, now: string): Promise<boolean> {
  const plan = new TransactionPlan();
  plan.update(employeeKeys.employee(employeeId), {
    expression: 'SET stripe_customer_id = :cus', condition: 'attribute_exists(PK) AND attribute_not_exists(stripe_customer_id)', values: { ':cus': customerId },
  });
  plan.put({ ...keys.unique('STRIPE_CUSTOMER', customerId), entity: 'uniqueness', kind: 'STRIPE_CUSTOMER', owner_type: 'employee', owner_id: employeeId, created_at: now });
  return plan.commitUnlessConflict();
}

const connectUpdate = (employeeId: string, accountId: string, s: ConnectState) => ({
  expression: 'SET stripe_details_submitted = :ds, stripe_payouts_enabled = :pe, stripe_bank_account = :bank',
  condition: 'stripe_account_id = :acct',
  values: { ':ds': s.detailsSubmitted, ':pe': s.payoutsEnabled, ':bank': s.bankAccount, ':acct': accountId },
  key: employeeKeys.employee(employeeId),
});

/** The flags Stripe reports for the employee's account (onboarding complete). */
export async function saveConnectState(employeeId: string, accountId: string, s: ConnectState): Promise<void> {
  const { key, ...spec } = connectUpdate(employeeId, accountId, s);
  if ((await updateItem(key, spec)) === false) throw conflict('conflict', 'The Stripe account changed. Reload and try again.');
}

/** The same, inside the webhook's transaction (with its processed-once marker). */
export function addConnectState(plan: TransactionPlan, employeeId: string, accountId: string, s: ConnectState): void {
  const { key, ...spec } = connectUpdate(employeeId, accountId, s);
  plan.update(key, spec);
}

/**
 * The subscription as Stripe reports it (webhooks only). A subscription that is not active never
 * overwrites another one that is (a late event of an old subscription after a new one started).
 */
export function addSubscriptionState(plan: TransactionPlan, employeeId: string, s: SubscriptionState, activeStatuses: readonly string[]): void {
  const active = activeStatuses.map((_, i) => `:a${i}`);
  const guard = activeStatuses.includes(s.status)
    ? ''
    : ` AND (attribute_not_exists(stripe_subscription_id) OR stripe_subscription_id = :sub OR NOT subscription_status IN (${active.join(', ')}))`;
  plan.update(employeeKeys.employee(employeeId), {
    expression: 'SET stripe_subscription_id = :sub, subscription_status = :st, subscription_ends_at = :end, cancel_at_period_end = :cape, #plan = :plan',
    condition: `attribute_exists(PK)${guard}`, names: { '#plan': 'plan' },
    values: {
      ':sub': s.subscriptionId, ':st': s.status, ':end': s.endsAt, ':cape': s.cancelAtPeriodEnd, ':plan': s.plan,
      ...(guard ? Object.fromEntries(activeStatuses.map((x, i) => [`:a${i}`, x])) : {}),
    },
  }, () => conflict('conflict', 'A newer subscription is active.'));
}

/** `update_plan {plan: free}`: refused (false) while a paid subscription is active (REFERENCE §3.13). */
export async function setPlanFree(employeeId: string, activeStatuses: readonly string[]): Promise<boolean> {
  const active = activeStatuses.map((_, i) => `:a${i}`);
  const updated = await updateItem(employeeKeys.employee(employeeId), {
    expression: 'SET #plan = :free', condition: `attribute_exists(PK) AND NOT (#plan = :paid AND subscription_status IN (${active.join(', ')}))`,
    names: { '#plan': 'plan' }, values: { ':free': 'free', ':paid': 'paid', ...Object.fromEntries(activeStatuses.map((s, i) => [`:a${i}`, s])) },
  });
  return updated !== false;
}
