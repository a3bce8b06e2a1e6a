// The one error type the web app sees from the API. Every failure of the api-client (an error
// answer, no answer at all, an unexpected answer) becomes an ApiError, so screens and the toast
// helper handle a single shape and always have a message fit to show (REFERENCE §0.2).

export type FieldErrors = Readonly<Record<string, string>>;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server never answered. */
    readonly status: number,
    /** The server's snake_case code, or one of the client-side codes below. */
    readonly code: string,
    message: string,
    readonly fields: FieldErrors = {},
    /** Sent with 500s so a user can quote it to support. */
    readonly requestId?: string,
  ) {
    super(message);
  }
}

// Client-side codes, for failures that never produced the server's error shape.
export const networkErrorCode = 'network_error';
export const httpErrorCode = 'http_error';
export const invalidResponseCode = 'invalid_response';

// Wording of the UI fallbacks of SPEC §8 and REFERENCE §0.2.
export const noResponseMessage = 'No response from server. Please try again later.';
export const genericErrorMessage = 'Something went wrong.';
export const invalidResponseMessage = 'The server sent an unexpected response. Please try again later.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringFields(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The ApiError of a non-OK answer, from its parsed JSON body `{"error":{"code","message","fields"}}`.
 * A body of another shape (a proxy's HTML page, an empty 502) still yields a message fit to show.
 * Checked by hand, not with zod: this module is in the entry chunk, and zod (80 kB) then loads only
 * with the first screen that needs a contract schema.
 */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const error = isRecord(body) ? body.error : undefined;
  if (!isRecord(error) || typeof error.code !== 'string' || typeof error.message !== 'string') {
    return new ApiError(status, httpErrorCode, genericErrorMessage);
  }
  const requestId = typeof error.request_id === 'string' ? error.request_id : undefined;
  return new ApiError(status, error.code, error.message, stringFields(error.fields), requestId);
}
