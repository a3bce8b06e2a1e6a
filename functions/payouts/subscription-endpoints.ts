// Staff subscription plans (REFERENCE §4.1): prices, hosted Checkout, the billing portal, back to free.
import { employeeIdParams } from '#functions/contract/employees.ts';
import {
  hostedUrlResponse, pricingResponse, subscriptionCheckoutBody, updatePlanBody, updatePlanResponse,
} from '#functions/contract/subscriptions.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { openBillingPortal, pricing, startSubscriptionCheckout, updatePlan } from '#functions/payouts/subscription-service.ts';

/** GET /api/stripe/pricing. */
export const pricingEndpoint = defineEndpoint({
  access: 'staff', response: pricingResponse,
  handler: ({ caller }) => pricing({ caller }),
});

/** POST /api/stripe/checkout `{price_id}` → `{url}`. */
export const subscriptionCheckoutEndpoint = defineEndpoint({
  access: 'staff', body: subscriptionCheckoutBody, response: hostedUrlResponse,
  handler: ({ caller, body }) => startSubscriptionCheckout({ caller, priceId: body.price_id }),
});

/** POST /api/stripe/billing_portal → `{url}`. */
export const billingPortalEndpoint = defineEndpoint({
  access: 'staff', response: hostedUrlResponse,
  handler: ({ caller }) => openBillingPortal({ caller }),
});

/** PATCH /api/employees/{id}/update_plan `{plan:"free"}` (self, admin). */
export const updatePlanEndpoint = defineEndpoint({
  access: 'staff', params: employeeIdParams, body: updatePlanBody, response: updatePlanResponse,
  handler: ({ caller, params }) => updatePlan({ caller, employeeId: params.id }),
});
