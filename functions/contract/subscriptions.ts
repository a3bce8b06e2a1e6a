// Staff subscription plans (REFERENCE §3.13 "Subscriptions", §4.1): the prices with lookup keys
// `monthly` and `yearly`, hosted Checkout in subscription mode, the hosted billing portal, and the
// caller's plan, which only Stripe's webhooks set to `paid`.
import * as z from 'zod';

export const plans = ['free', 'paid'] as const;
export type Plan = (typeof plans)[number];

/** Stripe's subscription statuses (the employee's `subscription_status` is one of them). */
export const subscriptionStatuses = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const priceView = z.object({
  id: z.string(),
  lookup_key: z.string().nullable(),
  unit_amount_cents: z.int(),
  currency: z.string(),
  interval: z.string().nullable(),
  product: z.object({ id: z.string(), name: z.string(), description: z.string().nullable() }),
});
export type PriceView = z.infer<typeof priceView>;

/** GET /api/stripe/pricing: prices sorted by amount, and the caller's plan and subscription. */
export const pricingResponse = z.object({
  prices: z.array(priceView),
  plan: z.enum(plans).nullable(),
  subscription_status: z.enum(subscriptionStatuses).nullable(),
  subscription_ends_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type PricingResponse = z.infer<typeof pricingResponse>;

/** POST /api/stripe/checkout: an unknown price → 422. */
export const subscriptionCheckoutBody = z.object({ price_id: z.string().regex(/^price_[A-Za-z0-9_]{1,100}$/, 'Not a valid price') });
export type SubscriptionCheckoutBody = z.input<typeof subscriptionCheckoutBody>;
/** POST /api/stripe/checkout and /api/stripe/billing_portal: the hosted page to open. */
export const hostedUrlResponse = z.object({ url: z.url() });
export type HostedUrlResponse = z.infer<typeof hostedUrlResponse>;

/** PATCH /api/employees/{id}/update_plan (self or admin): only back to `free`, refused while paid is active. */
export const updatePlanBody = z.object({ plan: z.literal('free') });
export const updatePlanResponse = z.object({ success: z.literal(true), plan: z.enum(plans) });
export type UpdatePlanResponse = z.infer<typeof updatePlanResponse>;

/** Subscription statuses that still give the paid plan (Stripe's `active` and `trialing`, and `past_due` while retried). */
export const activeSubscriptionStatuses: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
