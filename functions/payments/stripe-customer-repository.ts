// The client's Stripe customer (docs/data-model.md §2.2 `stripe_customer_id`, §1.5 STRIPE_CUSTOMER
// lookup). Set once: a racing second creation loses the condition and the stored id wins.
import { clientKeys } from '#functions/model/client-keys.ts';
import { clientFromItem } from '#functions/model/client-record.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';
import { paymentKeys } from '#functions/model/payment-keys.ts';

export interface BillingClient {
  id: string;
  name: string;
  lastName: string;
  email: string;
  stripeCustomerId: string | null;
}

/** AP-CLI-2, strongly consistent (it decides whether a customer must be created). */
export async function getBillingClient(clientId: string): Promise<BillingClient | null> {
  const item = await getItem(clientKeys.client(clientId), true);
  if (!item) return null;
  const c = clientFromItem(item);
  return { id: c.id, name: c.name, lastName: c.last_name, email: c.email, stripeCustomerId: c.stripe_customer_id };
}

/**
 * Stores the customer id and its lookup item. Not a versioned change: the id is written once and
 * takes no part in profile edits, so it must not make a concurrent profile save fail.
 */
export async function saveStripeCustomerId(clientId: string, customerId: string, now: string): Promise<boolean> {
  const plan = new TransactionPlan();
  plan.update(clientKeys.client(clientId), {
    expression: 'SET stripe_customer_id = :cus',
    condition: 'attribute_exists(PK) AND attribute_not_exists(stripe_customer_id)',
    values: { ':cus': customerId },
  }, () => conflict());
  plan.put({ ...paymentKeys.customerLookup(customerId), entity: 'uniqueness', kind: 'STRIPE_CUSTOMER', owner_type: 'client', owner_id: clientId, created_at: now });
  return plan.commitUnlessConflict();
}

/** Swaps a stale customer id (Stripe no longer knows it) for a new one, with its lookup item. */
export async function replaceStripeCustomerId(clientId: string, previous: string, customerId: string, now: string): Promise<void> {
  const plan = new TransactionPlan();
  plan.update(clientKeys.client(clientId), {
    expression: 'SET stripe_customer_id = :cus',
    condition: 'stripe_customer_id = :previous',
    values: { ':cus': customerId, ':previous': previous },
  }, () => conflict());
  plan.delete(paymentKeys.customerLookup(previous));
  plan.put({ ...paymentKeys.customerLookup(customerId), entity: 'uniqueness', kind: 'STRIPE_CUSTOMER', owner_type: 'client', owner_id: clientId, created_at: now });
  await plan.commit();
}

/** Admins act for any client; other staff for clients linked to them (AP-EMP link `EMP#/CLIENT#`). */
export async function staffMayActForClient(staff: { isAdmin: boolean; employeeId: string }, clientId: string): Promise<boolean> {
  if (staff.isAdmin) return (await getItem(clientKeys.client(clientId), true)) !== undefined;
  return (await getItem(clientKeys.employeeClient(staff.employeeId, clientId), true)) !== undefined;
}
