// Last line: every error becomes the one error shape. Unknown errors are logged with the request id
// and answered 500 with nothing but that id.
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod';
import { CorruptItemError } from '#functions/lib/db/attributes.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';
import type { HttpContext } from '#functions/lib/http/http-context.ts';
import { jsonResult } from '#functions/lib/http/response.ts';
import { zodFieldErrors } from '#functions/lib/http/validation.ts';
import { createLogger } from '#functions/lib/log/logger.ts';

export function errorHandler(): MiddlewareObj<unknown, APIGatewayProxyStructuredResultV2, Error, HttpContext> {
  return {
    name: 'error-handler',
    onError: (request) => {
      const { error, context } = request;
      const state = context.http as HttpContext['http'] | undefined;
      const logger = state?.logger ?? createLogger();
      const requestId = state?.requestId ?? 'unknown';
      if (error instanceof AppError) {
        if (error.status >= 500) logger.error('request failed', { code: error.code, err: error });
        const body = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
        request.response = jsonResult(error.status, body, state, error.headers);
        return;
      }
      if (error instanceof z.ZodError) {
        const body = { error: { code: 'bad_request', message: 'Please correct the highlighted fields.', fields: zodFieldErrors(error) } };
        request.response = jsonResult(400, body, state);
        return;
      }
      if (error instanceof CorruptItemError) {
        logger.error('corrupt item', { entity: error.entity, key: error.key, attribute: error.attribute, problem: error.problem });
      } else logger.error('unhandled error', { err: error });
      const body = { error: { code: 'internal_error', message: 'Something went wrong.', request_id: requestId } };
      request.response = jsonResult(500, body, state);
    },
  };
}
