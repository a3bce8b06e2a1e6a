// The shape of a Stripe webhook handler, shared by every group that reacts to Stripe events (payments
// today; payouts, Connect accounts and subscriptions next). A handler is registered against its event
// type in the payments Lambda's event table and never imports the group that dispatches it.
import type Stripe from 'stripe';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { Logger } from '#functions/lib/log/logger.ts';

/** What the processed-once marker records (T-WEBHOOK). */
export interface StripeEventRef {
  id: string;
  type: string;
}

type EventsByType = { [E in Stripe.Event as E['type']]: E };

/** The event a type names (an indexed access, so a handler of two types accepts either). */
export type StripeEventOf<T extends Stripe.Event.Type> = EventsByType[T];

export interface StripeEventInput<T extends Stripe.Event.Type> {
  event: StripeEventOf<T>;
  ref: StripeEventRef;
  logger: Logger;
  /**
   * Adds the processed-once marker to the handler's own transaction, so the effect and the marker
   * commit together (a redelivery then finds the marker and does nothing).
   */
  markProcessedIn(plan: TransactionPlan): void;
  /** For an event that changes nothing: writes the marker alone. */
  acknowledge(): Promise<void>;
}

/** Applies one event once. It must end by committing the marker (in its transaction, or `acknowledge`). */
export type StripeEventHandler<T extends Stripe.Event.Type> = (input: StripeEventInput<T>) => Promise<void>;

/** Event type → its handler; a type with no row is acknowledged and logged. */
export type StripeEventTable = { readonly [T in Stripe.Event.Type]?: StripeEventHandler<T> };
