// Building blocks shared by every contract: ids, refs, emails, text, passwords, percentages.
import * as z from 'zod';

export const id = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a valid id');
export const email = z.string().trim().toLowerCase().min(1, "can't be blank").pipe(z.email('Email Not valid').max(254));

// Control characters (NUL, escape, C1), lone surrogates, and bidi embeddings/overrides/isolates
// (U+202A–U+202E, U+2066–U+2069) turn a name into something that reads differently from what it is
// ("invoice‮fdp.exe") or breaks exports and PDFs. Names refuse all of them; multi-line free text
// keeps tab and line breaks. With the `u` flag, [\uD800-\uDFFF] matches only unpaired surrogates.
// eslint-disable-next-line no-control-regex
const forbiddenInNames = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex
const forbiddenInFreeText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;
export const forbiddenCharactersMessage = "can't contain control or text-direction characters";

/**
 * THE text rule of the contract: every name and free-text input field is built from it. Trimmed, at
 * most `max` characters, no control or bidi-override characters (a 400 naming the field);
 * `multiline` allows tab and line breaks (descriptions, notes).
 */
export const plainText = (max: number, options: { multiline?: boolean } = {}) =>
  z.string().trim().max(max).refine((v) => !(options.multiline ? forbiddenInFreeText : forbiddenInNames).test(v), forbiddenCharactersMessage);
/** A name or other one-line text that must not be blank. */
export const requiredText = (max: number, blankMessage = "can't be blank") =>
  z.string().trim().min(1, blankMessage).max(max).refine((v) => !forbiddenInNames.test(v), forbiddenCharactersMessage);
export const password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');
export const percentage = z.int().min(0).max(100);

export const employeeRef = z.object({ id: z.string(), name: z.string() });
export type EmployeeRef = z.infer<typeof employeeRef>;
export const clientRef = z.object({ id: z.string(), name: z.string(), last_name: z.string() });

/** A client's online-booking payment policy (REFERENCE §2.2): here because the client's own profile carries it too. */
export const paymentPolicy = z.object({
  no_payment_required: z.boolean(), requires_deposit: z.boolean(), requires_full_payment: z.boolean(), requires_credit_card_on_file: z.boolean(),
});
export type ClientRef = z.infer<typeof clientRef>;
/**
 * A practice's cancellation policy (issue 24). Here, not in schedule.ts, because the public config
 * carries it too: the config is read on the first paint of `/`, and importing it from the schedule
 * contract put that whole contract there (decision 010, issue 23 addendum).
 */
export const cancellationPolicyTerms = z.object({ window_hours: z.int(), late_cancel_fee_cents: z.int(), no_show_fee_cents: z.int() });
export const locationRef = z.object({ id: z.string(), name: z.string() });
export type LocationRef = z.infer<typeof locationRef>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** `password` and `password_confirmation` must match ("Passwords do not match"). */
export function withConfirmation<T extends z.ZodObject<{ password: typeof password; password_confirmation: z.ZodString }>>(schema: T) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });
}
