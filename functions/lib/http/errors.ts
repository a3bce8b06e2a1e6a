// One error type for the whole API. Services throw AppError with a stable snake_case code; the
// error middleware turns it into `{"error": {"code", "message", "fields"?}}` with its status.

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (fields?: FieldErrors, message = 'Please correct the highlighted fields.') =>
  new AppError('bad_request', 400, message, fields);
export const unauthenticated = (message = 'Not Authorized') => new AppError('unauthenticated', 401, message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('forbidden', 403, message);
export const notFound = (message = 'Not found') => new AppError('not_found', 404, message);
export const conflict = (
  code = 'conflict',
  message = 'This record was changed by someone else. Reload and try again.',
  fields?: FieldErrors,
) => new AppError(code, 409, message, fields);
export const validationFailed = (fields: FieldErrors, message = 'Please correct the highlighted fields.') =>
  new AppError('validation_failed', 422, message, fields);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('too_many_requests', 429, 'Too many attempts. Please wait and try again.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });
