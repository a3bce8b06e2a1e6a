// The payouts group's Stripe events (REFERENCE §3.13 "Webhook"; decisions 029 and 038), applied by its
// own Connect webhook: Connect flags, a transfer that pays its invoice, and the plan that follows the
// subscription. Each reads Stripe's current state (so an event delivered late or out of
// order writes what is true now) and commits the processed-once marker with its effect.
import { activeSubscriptionStatuses } from '#functions/contract/subscriptions.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';
import { retrieveAccount } from '#functions/lib/stripe/accounts.ts';
import { retrieveSubscription } from '#functions/lib/stripe/billing.ts';
import type { StripeEventHandler, StripeEventInput } from '#functions/lib/stripe/stripe-events.ts';
import {
  addConnectState, addSubscriptionState, employeeIdByAccount, employeeIdByCustomer,
} from '#functions/payouts/employee-stripe-repository.ts';
import { recordTransfer } from '#functions/payouts/record-transfer.ts';

type Marks = Pick<StripeEventInput<'account.updated'>, 'markProcessedIn' | 'acknowledge'>;

/** Commits the effect with the marker; an effect whose condition no longer holds is acknowledged alone. */
async function commitWithMarker(plan: TransactionPlan, { acknowledge }: Marks): Promise<void> {
  try {
    await plan.commit();
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== 'conflict' && error.code !== 'already_paid')) throw error;
    await acknowledge();
  }
}

export const accountUpdated: StripeEventHandler<'account.updated'> = async ({ event, markProcessedIn, acknowledge }) => {
  const accountId = event.data.object.id;
  const [employeeId, account] = await Promise.all([employeeIdByAccount(accountId), retrieveAccount(accountId)]);
  if (!employeeId || !account) return acknowledge();
  const plan = new TransactionPlan();
  markProcessedIn(plan);
  addConnectState(plan, employeeId, accountId, { detailsSubmitted: account.detailsSubmitted, payoutsEnabled: account.payoutsEnabled, bankAccount: account.bankAccounts.length > 0 });
  await commitWithMarker(plan, { markProcessedIn, acknowledge });
};

export const transferCreated: StripeEventHandler<'transfer.created'> = async ({ event, markProcessedIn, acknowledge }) => {
  const transfer = event.data.object;
  const invoiceId = transfer.metadata?.invoice_id;
  const outcome = invoiceId ? await recordTransfer({ invoiceId, transferId: transfer.id, now: new Date().toISOString(), markIn: markProcessedIn }) : 'not_ours';
  if (outcome !== 'paid') await acknowledge();
};

async function applySubscription(subscriptionId: string, marks: Marks): Promise<void> {
  const subscription = await retrieveSubscription(subscriptionId);
  const employeeId = subscription ? await employeeIdByCustomer(subscription.customerId) : undefined;
  if (!subscription || !employeeId) return marks.acknowledge();
  const paid = activeSubscriptionStatuses.includes(subscription.status);
  const plan = new TransactionPlan();
  marks.markProcessedIn(plan);
  addSubscriptionState(plan, employeeId, {
    subscriptionId, status: subscription.status, endsAt: subscription.endsAt, cancelAtPeriodEnd: subscription.cancelAtPeriodEnd, plan: paid ? 'paid' : 'free',
  }, activeSubscriptionStatuses);
  await commitWithMarker(plan, marks);
}

export const subscriptionChanged: StripeEventHandler<'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted'> = async ({ event, markProcessedIn, acknowledge }) => {
  await applySubscription(event.data.object.id, { markProcessedIn, acknowledge });
};
