// One error type for the whole API. Services throw AppError with a stable snake_case code from the
// typed list below; the HTTP error middleware turns it into `{"error": {"code", "message", "fields"?}}`
// with its status. This module knows nothing about HTTP transport, so the data layer may use it.

/** Every error code the API answers with (REFERENCE §0.2). Add a code here before using it. */
export const errorCodes = [
  'bad_request',
  'unauthenticated',
  'invalid_credentials',
  'forbidden',
  'forbidden_origin',
  'not_found',
  'conflict',
  'invalid_state',
  'last_admin',
  'slot_unavailable',
  'client_double_booked',
  'insufficient_stock',
  'intake_forms_required',
  'stripe_not_onboarded',
  'stripe_bank_missing',
  'stripe_verification_pending',
  'payment_not_completed',
  'already_paid',
  'card_required',
  'card_declined',
  'too_late_to_reschedule',
  'unsupported_media_type',
  'validation_failed',
  'token_invalid',
  'file_rejected',
  'too_many_requests',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The 409 codes: a conflict with the stored state. */
export type ConflictCode = Extract<ErrorCode,
  'conflict' | 'invalid_state' | 'last_admin' | 'slot_unavailable' | 'client_double_booked' | 'insufficient_stock' | 'intake_forms_required'
  | 'stripe_not_onboarded' | 'stripe_bank_missing' | 'stripe_verification_pending' | 'payment_not_completed' | 'already_paid'
  | 'card_required' | 'too_late_to_reschedule'>;

export const badRequest = (fields?: FieldErrors, message = 'Please correct the highlighted fields.') =>
  new AppError('bad_request', 400, message, fields);
export const unauthenticated = (message = 'Not Authorized') => new AppError('unauthenticated', 401, message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('forbidden', 403, message);
export const notFound = (message = 'Not found') => new AppError('not_found', 404, message);
export const conflict = (
  code: ConflictCode = 'conflict',
  message = 'This record was changed by someone else. Reload and try again.',
  fields?: FieldErrors,
) => new AppError(code, 409, message, fields);
/** A card charge Stripe refused: 402 (Stripe's own status) with Stripe's message for the person. */
export const cardDeclined = (message: string) => new AppError('card_declined', 402, message);
export const validationFailed = (fields: FieldErrors, message = 'Please correct the highlighted fields.') =>
  new AppError('validation_failed', 422, message, fields);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('too_many_requests', 429, 'Too many attempts. Please wait and try again.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });
