// Sign-in, sign-out, sign-up and password flows for staff and clients (REFERENCE §3.1).
import * as z from 'zod';
import { email, password, paymentPolicy, plainText, requiredText, withConfirmation } from '#functions/contract/common.ts';

export const loginBody = z.object({ email, password: z.string().min(1, "Password can't be blank").max(128) });
export type LoginBody = z.infer<typeof loginBody>;

/** The signed-in client (S§3: the client's `name`). */
export const clientProfile = z.object({
  id: z.string(),
  name: z.string(),
  last_name: z.string(),
  preferred_name: z.string().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
  timezone: z.string(),
  notification_settings: z.record(z.string(), z.boolean()),
  /** Whether online bookings take a deposit (or full payment) from this client: shown before Confirm. */
  online_booking_payment_policy: paymentPolicy,
  must_change_password: z.boolean(),
});
export type ClientProfile = z.infer<typeof clientProfile>;

export const clientSignUpBody = z.object({
  client: withConfirmation(
    z.object({
      name: requiredText(80),
      last_name: requiredText(80),
      email,
      password,
      password_confirmation: z.string(),
    }),
  ),
  /** An employee's referral code (`reference_number`): links the client to them. */
  ref: plainText(40).optional(),
  /** The browser's IANA time zone. */
  timezone: plainText(64).optional(),
});
export type ClientSignUpBody = z.infer<typeof clientSignUpBody>;

/** Staff `/signup`: the first admin on a fresh install, or an invited employee with a token. */
export const staffSignUpBody = z.union([
  withConfirmation(z.object({ token: z.string().min(10).max(200), password, password_confirmation: z.string() })),
  withConfirmation(z.object({ name: requiredText(80), email, password, password_confirmation: z.string() })),
]);
export type StaffSignUpBody = z.infer<typeof staffSignUpBody>;

export const signupStatusResponse = z.object({ first_admin_needed: z.boolean() });
export type SignupStatusResponse = z.infer<typeof signupStatusResponse>;

/**
 * One endpoint, three modes (REFERENCE §4.1): request a link by email (202, same answer whether or not
 * the address exists), set a password with a token, or change it while signed in.
 */
export const tokenPasswordBody = withConfirmation(z.object({ token: z.string().min(10).max(200), password, password_confirmation: z.string() }));
export const changePasswordBody = withConfirmation(z.object({ current_password: z.string().min(1).max(128), password, password_confirmation: z.string() }));
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export const passwordBody = z.union([tokenPasswordBody, changePasswordBody, z.object({ email })]);
export type PasswordBody = z.infer<typeof passwordBody>;

export const resetRequestedMessage = 'If that email belongs to an account, a reset link is on its way.';
