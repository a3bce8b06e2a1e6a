// Lambda entry of the payouts group (decision 029): Stripe Connect onboarding, transfers of finalized
// invoices and staff subscriptions, and the Stripe webhook of their events (decision 038). The Stripe
// SDK loads on the first call (decision 010 addendum).
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';
import { accountDetailsEndpoint, connectEndpoint, onboardingCompleteEndpoint } from '#functions/payouts/connect-endpoints.ts';
import { connectWebhookEndpoint } from '#functions/payouts/connect-webhook-endpoint.ts';
import { payMultipleEndpoint, transferEndpoint } from '#functions/payouts/transfer-endpoints.ts';
import { billingPortalEndpoint, pricingEndpoint, subscriptionCheckoutEndpoint, updatePlanEndpoint } from '#functions/payouts/subscription-endpoints.ts';

export const handler = createGroupHandler('payouts', {
  'payouts.connect': connectEndpoint,
  'payouts.onboarding_complete': onboardingCompleteEndpoint,
  'payouts.account_details': accountDetailsEndpoint,
  'payouts.transfer': transferEndpoint,
  'payouts.pay_multiple': payMultipleEndpoint,
  'payouts.pricing': pricingEndpoint,
  'payouts.subscription_checkout': subscriptionCheckoutEndpoint,
  'payouts.billing_portal': billingPortalEndpoint,
  'payouts.update_plan': updatePlanEndpoint,
  'payouts.connect_webhook': connectWebhookEndpoint,
});
