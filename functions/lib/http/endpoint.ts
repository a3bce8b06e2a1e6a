// An endpoint is its zod schemas plus a plain async function. It receives validated input and the
// caller, returns a DTO, and never builds HTTP responses itself (cookies and status go through
// `reply`; files through FileReply).
import * as z from 'zod';
import type { Caller } from '#functions/lib/auth/caller.ts';
import type { Logger } from '#functions/lib/log/logger.ts';

export interface RequestInfo {
  readonly requestId: string;
  readonly ip: string;
  readonly userAgent: string;
  readonly logger: Logger;
  readonly headers: Readonly<Record<string, string>>;
  readonly cookies: Readonly<Record<string, string>>;
  /** The raw body, for signature checks (Stripe webhooks). */
  readonly rawBody: string;
}

export interface ReplyControl {
  setCookie(cookie: string): void;
  /** Overrides the declared status (a health check answering 503, say). */
  setStatus(status: number): void;
  setHeader(name: string, value: string): void;
}

export interface HandlerInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  caller: Caller;
  request: RequestInfo;
  reply: ReplyControl;
}

/** A binary response (PDF, spreadsheet). */
export class FileReply {
  constructor(
    readonly body: Uint8Array,
    readonly contentType: string,
    readonly fileName: string,
    readonly disposition: 'inline' | 'attachment',
  ) {}
}
export const fileResponse = z.instanceof(FileReply);
export const noContent = z.void();

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface EndpointSpec<PS, QS, BS, RS extends Schema> {
  params?: PS;
  query?: QS;
  body?: BS;
  /** Bodies may be sent flat or wrapped under this key (`intake_form`, `client`, ...). */
  bodyWrapper?: string;
  status?: 200 | 201 | 202 | 204;
  /** Parsed on the way out: unknown keys are stripped, so a DTO cannot leak internals. */
  response: RS;
  handler(input: HandlerInput<Out<PS>, Out<QS>, Out<BS>>): Promise<z.input<RS>>;
}

export type Endpoint = EndpointSpec<Schema | undefined, Schema | undefined, Schema | undefined, Schema>;

export function defineEndpoint<
  PS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  RS extends Schema = Schema,
>(spec: EndpointSpec<PS, QS, BS, RS>): Endpoint {
  return spec as Endpoint;
}
