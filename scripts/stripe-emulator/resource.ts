// The resource registry: each Stripe resource is one definition (path, id prefix, operations), and
// the router dispatches generically. Accounts, transfers, prices or subscriptions are added later as
// one more file in resources/ and one line in registry.ts, with no change to the router.
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import type { StripeObject, Store } from '#scripts/stripe-emulator/store.ts';

export interface EmulatorContext {
  readonly store: Store;
  /** Milliseconds since the epoch; tests move it forward to expire sessions. */
  clock(): number;
  /** Stripe time: whole seconds. */
  now(): number;
  /** Where the hosted pages live (`http://localhost:<port>`). */
  readonly publicUrl: string;
  /** Records an event and queues its webhook delivery; `.updated` events name the fields' old values. */
  emit(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>): void;
  resource(path: string): Resource;
}

export type Operation = (params: FormObject, ctx: EmulatorContext) => StripeObject;
export type ObjectOperation = (object: StripeObject, params: FormObject, ctx: EmulatorContext) => StripeObject;

export interface Resource {
  /** URL path under /v1 (`customers`, `checkout/sessions`). */
  readonly path: string;
  /** The `object` value of its instances. */
  readonly objectType: string;
  /** The name Stripe uses in "No such …" messages. */
  readonly displayName: string;
  create?: Operation;
  /** Only `POST /v1/{path}` exists (account links, billing portal sessions): no retrieve, no list. */
  readonly createOnly?: boolean;
  /** Stripe's object has no `id` (account links); the emulator's internal one is not shown. */
  readonly hidesId?: boolean;
  update?: ObjectOperation;
  del?: ObjectOperation;
  /** Top-level query parameters a list accepts besides limit/starting_after/ending_before. */
  listFilters?: readonly string[];
  listWhere?: (object: StripeObject, params: FormObject) => boolean;
  /** POST /v1/{path}/{id}/{action}. */
  actions?: Readonly<Record<string, ObjectOperation>>;
  /** GET /v1/{path}/{id}/{name}: a list derived from the object (`line_items`). */
  subLists?: Readonly<Record<string, (object: StripeObject, params: FormObject, ctx: EmulatorContext) => StripeObject[]>>;
  /** Fields that exist only when expanded (`line_items` of a Checkout session). */
  virtualFields?: Readonly<Record<string, (object: StripeObject, ctx: EmulatorContext) => unknown>>;
}
