// Stripe's error envelope: `{"error":{"type","message","code?","param?","decline_code?"}}` with the
// status Stripe uses for each kind, so the SDK raises the same StripeError subclasses.
export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error' | 'authentication_error';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly extra: { code?: string; param?: string; decline_code?: string; payment_intent?: unknown } = {},
  ) {
    super(message);
  }

  body(): { error: Record<string, unknown> } {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export function missingResource(objectName: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, 'invalid_request_error', `No such ${objectName}: '${id}'`, { code: 'resource_missing', param });
}

export function invalidParam(param: string, message: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, { code: 'parameter_invalid', param });
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function unknownParam(param: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', `Received unknown parameter: ${param}`, { code: 'parameter_unknown', param });
}
