// Card payments (REFERENCE §3.7, §3.13, §4.5): hosted Checkout for deposits, balances, staff checkout
// and saved cards; the session status the success page polls; in-person payments. Amounts are
// integer cents and always computed by the server.
import * as z from 'zod';
import { id, plainText } from '#functions/contract/common.ts';
import { schedule } from '#functions/contract/schedule.ts';

const sessionId = z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'Not a valid session id');

/** The hosted Checkout page to send the browser to. */
export const checkoutRedirect = z.object({ url: z.url(), session_id: z.string() });
export type CheckoutRedirect = z.infer<typeof checkoutRedirect>;

export const sessionStatusQuery = z.object({ session_id: sessionId });
/** Stripe's own values: `status` open/complete/expired, `payment_status` paid/unpaid/no_payment_required. */
export const sessionStatusResponse = z.object({
  status: z.enum(['open', 'complete', 'expired']),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  schedule: schedule.nullable(),
});
export type SessionStatusResponse = z.infer<typeof sessionStatusResponse>;

/** POST /api/client/stripe/create_checkout_session: staff take payment for selected lines. */
export const staffCheckoutBody = z.object({
  client_id: id,
  appointment_id: id,
  /** Optional check: when sent it must equal the server's sum of the selected lines (else 409). */
  amount_cents: z.int().min(0).optional(),
  /** Ignored: the server uses the client's stored Stripe customer. */
  stripe_id: z.string().nullish(),
  selected_treatments: z.array(id).max(50).default([]),
  selected_products: z.array(z.object({ schedule_product_id: id, quantity: z.int().min(1).max(1000) })).max(50).default([]),
  /** Started from the schedule's drawer: the schedule view (path and query) to come back to. */
  return_to: z.string().max(500).regex(/^\/schedule(\?[\w\-.=&%:+,]*)?$/, 'Not a schedule address').optional(),
}).refine((b) => b.selected_treatments.length + b.selected_products.length > 0, { message: 'Select at least one treatment or product', path: ['selected_treatments'] });
export type StaffCheckoutBody = z.input<typeof staffCheckoutBody>;

export const confirmPaymentBody = z.object({ session_id: sessionId, schedule_id: id });
export const confirmPaymentResponse = z.object({ status: z.literal('success'), schedule });
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponse>;

/** `customer_id` is accepted for the spec's sake and never trusted; staff name the client. */
export const saveCardBody = z.object({
  customer_id: z.string().nullish(),
  client_id: id.optional(),
  /** A client adding a card to book (`card_required_for_online_booking`) returns to the booking confirm step. */
  return_to: z.enum(['confirm_booking']).optional(),
});
export type SaveCardBody = z.input<typeof saveCardBody>;
export const cardsQuery = z.object({ customer_id: z.string().optional(), client_id: id.optional() });
export const savedCard = z.object({
  id: z.string(),
  name: z.string(),
  card_type: z.string(),
  last4: z.string(),
  /** `M/YYYY` */
  expiry: z.string(),
  /** `Month DD, YYYY` */
  date_added: z.string(),
});
export type SavedCard = z.infer<typeof savedCard>;
export const savedCards = z.array(savedCard);

export const removeCardBody = z.object({ paymentMethodId: z.string().regex(/^pm_\w+$/, 'Not a valid card'), client_id: id.optional() });
export const removeCardResponse = z.object({ message: z.literal('Credit card removed successfully.') });

/** POST /api/client/schedules/{id}/remaining_pay */
export const remainingPayResponse = z.object({ schedule, redirect_url: z.url() });
export type RemainingPayResponse = z.infer<typeof remainingPayResponse>;

export const inPersonMethods = ['cash', 'card_terminal', 'other'] as const;
/** POST /api/schedules/{id}/remaining_paid: defaults to the whole remaining balance. */
export const remainingPaidBody = z.object({
  method: z.enum(inPersonMethods, { message: 'Method is not valid' }),
  amount_cents: z.int().min(1, 'Amount must be positive').optional(),
  note: plainText(500, { multiline: true }).optional(),
});
export type RemainingPaidBody = z.input<typeof remainingPaidBody>;
export const remainingPaidResponse = z.object({ message: z.literal('Payment Done!'), schedule });
export type RemainingPaidResponse = z.infer<typeof remainingPaidResponse>;

export const webhookResponse = z.object({ received: z.literal(true) });

// ---------------------------------------------------------------- the card on file (decision 032)

/** POST /api/schedules/{id}/charge_card: the remaining balance unless `amount_cents` is sent. */
export const chargeCardBody = z.object({
  payment_method_id: z.string().regex(/^pm_\w+$/, 'Not a valid card'),
  amount_cents: z.int().min(1, 'Amount must be positive').optional(),
});
export type ChargeCardBody = z.input<typeof chargeCardBody>;
export const chargeCardResponse = z.object({ message: z.literal('Card charged.'), schedule });
export type ChargeCardResponse = z.infer<typeof chargeCardResponse>;

/** POST /api/schedules/{id}/charge_fee: retries the appointment's failed cancellation or no-show fee. */
export const chargeFeeResponse = z.object({ message: z.literal('Fee charged.'), schedule });
export type ChargeFeeResponse = z.infer<typeof chargeFeeResponse>;
