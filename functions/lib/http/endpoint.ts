// An endpoint is its zod schemas plus a plain async function. It receives validated input and the
// caller, returns a DTO, and never builds HTTP responses itself (cookies and status go through
// `reply`; files through FileReply).
import * as z from 'zod';
import type { Caller, ClientCaller, StaffCaller } from '#functions/lib/auth/caller.ts';
import type { Access } from '#functions/routes.ts';
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

/**
 * The caller an endpoint receives for its route's access level: the access guard has already
 * refused everyone else, so a staff route's handler gets a StaffCaller and never re-checks the kind.
 */
export type CallerFor<A extends Access | undefined> =
  A extends 'staff' | 'manager' | 'admin' ? StaffCaller : A extends 'client' ? ClientCaller : Caller;

export interface HandlerInput<P, Q, B, C extends Caller = Caller> {
  params: P;
  query: Q;
  body: B;
  caller: C;
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

export interface EndpointSpec<PS, QS, BS, RS extends Schema, A extends Access | undefined = undefined> {
  /**
   * The route's access level, repeated here so the handler gets the matching caller type. The group
   * handler checks at start-up that it equals the route table's (the table stays the authority).
   */
  access?: A;
  params?: PS;
  query?: QS;
  body?: BS;
  /** Bodies may be sent flat or wrapped under this key (`intake_form`, `client`, ...). */
  bodyWrapper?: string;
  status?: 200 | 201 | 202 | 204;
  /** Parsed on the way out: unknown keys are stripped, so a DTO cannot leak internals. */
  response: RS;
  handler(input: HandlerInput<Out<PS>, Out<QS>, Out<BS>, CallerFor<A>>): Promise<z.input<RS>>;
}

export type Endpoint = Omit<EndpointSpec<Schema | undefined, Schema | undefined, Schema | undefined, Schema>, 'access'> & { access?: Access };

export function defineEndpoint<
  PS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  RS extends Schema = Schema,
  A extends Access | undefined = undefined,
>(spec: EndpointSpec<PS, QS, BS, RS, A>): Endpoint {
  return spec as unknown as Endpoint;
}
