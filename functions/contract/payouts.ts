// Paying providers (REFERENCE §3.8 "Payout", §3.13 Connect onboarding, §4.1, §4.4): the Connect
// account of the signed-in employee, its bank details, and the admin's transfers of finalized
// invoices. Amounts are integer cents computed by the server; Stripe ids never identify the caller.
import * as z from 'zod';
import { id, plainText } from '#functions/contract/common.ts';
import { employeeProfile } from '#functions/contract/employees.ts';

const accountId = z.string().regex(/^acct_[A-Za-z0-9]{1,64}$/, 'Not a valid Stripe account');

/** POST /api/employee_stripe_connect: the body's `employee_id`, when sent, must be the caller's. */
export const connectBody = z.object({ employee_id: id.optional() });
export const connectResponse = z.object({ message: z.string(), redirect_url: z.url() });
export type ConnectResponse = z.infer<typeof connectResponse>;

/** POST /api/stripe_onboarding_complete, posted by the return page `/{employee_id}/{stripe_account_id}`. */
export const onboardingCompleteBody = z.object({ employee_id: id, stripe_account_id: accountId });
export type OnboardingCompleteBody = z.input<typeof onboardingCompleteBody>;
export const onboardingCompleteResponse = z.object({ message: z.literal('Stripe account linked successfully'), employee: employeeProfile });
export type OnboardingCompleteResponse = z.infer<typeof onboardingCompleteResponse>;

/** GET /api/stripe_account_details: self, or an admin naming the employee. */
export const accountDetailsQuery = z.object({ employee_id: id.optional() });
export const bankAccountView = z.object({
  id: z.string(), bank_name: z.string().nullable(), last4: z.string(), routing_number: z.string().nullable(), status: z.string(),
});
/** Stripe's field paths (`external_account`, `individual.verification.document`, …) and why payouts are off. */
export const accountRequirementsView = z.object({
  currently_due: z.array(z.string()), pending_verification: z.array(z.string()), disabled_reason: z.string().nullable(),
});
export const accountDetailsResponse = z.object({
  bank_accounts: z.array(bankAccountView), payouts_enabled: z.boolean(), details_submitted: z.boolean(), requirements: accountRequirementsView,
});
export type AccountDetailsResponse = z.infer<typeof accountDetailsResponse>;

/** POST /api/client/stripe/transfer_to_employee (admin): `employee_id` must be the invoice's. */
export const transferBody = z.object({ employee_id: id, invoice_id: id, note: plainText(500).optional() });
export type TransferBody = z.input<typeof transferBody>;
export const transferMessages = {
  fast: 'Fast payment has been processed successfully!',
  scheduled: 'Payment initiated successfully',
  zero: 'Invoice marked as paid successfully',
} as const;
export const transferResponse = z.object({ message: z.string(), transfer_id: z.string().optional() });
export type TransferResponse = z.infer<typeof transferResponse>;

/** POST /api/client/stripe/pay_multiple_invoice: `{invoices:[{invoice_id}]}` or the bare array. */
const invoiceRefs = z.array(z.object({ invoice_id: id })).min(1).max(50);
export const payMultipleBody = z.union([z.object({ invoices: invoiceRefs }), invoiceRefs]).transform((b) => (Array.isArray(b) ? b : b.invoices));
export type PayMultipleBody = z.input<typeof payMultipleBody>;
export const payMultipleResponse = z.object({
  success: z.array(z.object({ invoice_id: z.string(), message: z.string(), transfer_id: z.string().optional() })),
  errors: z.array(z.object({ invoice_id: z.string(), error: z.string(), code: z.string().optional() })),
});
export type PayMultipleResponse = z.infer<typeof payMultipleResponse>;

export { payoutStatuses, type PayoutStatus } from '#functions/contract/payout-status.ts';
