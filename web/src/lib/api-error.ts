// The one error type the web app sees from the API. Every failure of the api-client (an error
// answer, no answer at all, an unexpected answer) becomes an ApiError, so screens and the toast
// helper handle a single shape and always have a message fit to show (REFERENCE §0.2).

export type FieldErrors = Readonly<Record<string, string>>;

/** What the HTTP answer itself said, beyond its body: some messages need it (SPEC §8, a 429's wait). */
export interface ResponseFacts {
  /** The status line's text ("Bad Gateway"); the logout toast falls back to it (SPEC §8). */
  statusText?: string;
  /** From Retry-After (seconds or an HTTP date): how long a throttled user must wait. */
  retryAfterSeconds?: number;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Empty when there was no answer, or HTTP/2 sent none. */
  readonly statusText: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    /** HTTP status; 0 when the server never answered. */
    readonly status: number,
    /** The server's snake_case code, or one of the client-side codes below. */
    readonly code: string,
    message: string,
    readonly fields: FieldErrors = {},
    /** Sent with 500s so a user can quote it to support. */
    readonly requestId?: string,
    facts: ResponseFacts = {},
  ) {
    super(message);
    this.statusText = facts.statusText ?? '';
    this.retryAfterSeconds = facts.retryAfterSeconds;
  }

  /** True when the message came from the server's error shape rather than a client-side fallback. */
  get fromServer(): boolean {
    return !clientSideCodes.has(this.code);
  }
}

// Client-side codes, for failures that never produced the server's error shape.
export const networkErrorCode = 'network_error';
export const httpErrorCode = 'http_error';
export const invalidResponseCode = 'invalid_response';
const clientSideCodes = new Set([networkErrorCode, httpErrorCode, invalidResponseCode]);

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
 * Checked by hand, not with zod: the error path must work even for an answer no schema expects.
 * (zod itself is in the entry chunk now: the session probe validates the profile on every start.)
 */
export function apiErrorFromBody(status: number, body: unknown, facts: ResponseFacts = {}): ApiError {
  const error = isRecord(body) ? body.error : undefined;
  if (!isRecord(error) || typeof error.code !== 'string' || typeof error.message !== 'string') {
    return new ApiError(status, httpErrorCode, genericErrorMessage, {}, undefined, facts);
  }
  const requestId = typeof error.request_id === 'string' ? error.request_id : undefined;
  return new ApiError(status, error.code, error.message, stringFields(error.fields), requestId, facts);
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3); anything else is ignored. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
