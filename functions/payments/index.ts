// Lambda entry of the payments group (Stripe Checkout, webhooks, saved cards, in-person payments).
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';
import { confirmPaymentEndpoint } from '#functions/payments/confirm-payment-endpoint.ts';
import { createCheckoutSessionEndpoint } from '#functions/payments/create-checkout-session-endpoint.ts';
import { createSaveCardSessionEndpoint } from '#functions/payments/create-save-card-session-endpoint.ts';
import { getSessionStatusEndpoint } from '#functions/payments/get-session-status-endpoint.ts';
import { listAttachedCardsEndpoint } from '#functions/payments/list-attached-cards-endpoint.ts';
import { payRemainingEndpoint } from '#functions/payments/pay-remaining-endpoint.ts';
import { recordRemainingPaidEndpoint } from '#functions/payments/record-remaining-paid-endpoint.ts';
import { removeCardEndpoint } from '#functions/payments/remove-card-endpoint.ts';
import { stripeWebhookEndpoint } from '#functions/payments/stripe-webhook-endpoint.ts';
// The schedule group's client booking runs here (route table `lambda`, decisions 018 and 024): this
// entry hands it the deposit steps.
import { depositSteps } from '#functions/payments/deposit-checkout.ts';
import { createClientBookingEndpoint } from '#functions/schedule/public.ts';

export const handler = createGroupHandler('payments', {
  'schedule.client_book': createClientBookingEndpoint(depositSteps),
  'payments.webhook': stripeWebhookEndpoint,
  'payments.session_status': getSessionStatusEndpoint,
  'payments.checkout_session': createCheckoutSessionEndpoint,
  'payments.confirm_payment': confirmPaymentEndpoint,
  'payments.save_card_session': createSaveCardSessionEndpoint,
  'payments.list_cards': listAttachedCardsEndpoint,
  'payments.remove_card': removeCardEndpoint,
  'payments.remaining_pay': payRemainingEndpoint,
  'payments.remaining_paid': recordRemainingPaidEndpoint,
});
