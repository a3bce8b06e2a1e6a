// /v1/* dispatch over the resource registry: create, retrieve, update, delete, list, actions and
// sub-lists, with Stripe's pagination (`limit`, `starting_after`, `ending_before`).
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import { int, str } from '#scripts/stripe-emulator/params.ts';
import { matchResource } from '#scripts/stripe-emulator/registry.ts';
import type { EmulatorContext, Resource } from '#scripts/stripe-emulator/resource.ts';
import { expandPaths, render, renderList } from '#scripts/stripe-emulator/serialize.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { StripeApiError, invalidParam, missingResource, unknownParam } from '#scripts/stripe-emulator/stripe-error.ts';

export interface ApiRequest {
  method: string;
  path: string;
  params: FormObject;
}

function unrecognised(request: ApiRequest): StripeApiError {
  return new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
}

function paginate(items: StripeObject[], params: FormObject, url: string, ctx: EmulatorContext): unknown {
  const limit = int(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidParam('limit', 'This value must be greater than or equal to 1 and less than or equal to 100.');
  let start = 0;
  let end = items.length;
  const after = str(params, 'starting_after');
  const before = str(params, 'ending_before');
  if (after) start = items.findIndex((i) => i.id === after) + 1;
  if (before) end = Math.max(0, items.findIndex((i) => i.id === before));
  const page = before ? items.slice(Math.max(start, end - limit), end) : items.slice(start, start + limit);
  const hasMore = before ? end - limit > start : start + limit < end;
  return renderList(page, url, hasMore, expandPaths(params), ctx);
}

function list(resource: Resource, request: ApiRequest, ctx: EmulatorContext): unknown {
  const allowed = new Set(['limit', 'starting_after', 'ending_before', 'expand', ...(resource.listFilters ?? [])]);
  for (const key of Object.keys(request.params)) if (!allowed.has(key)) throw unknownParam(key);
  const items = ctx.store.all(resource.objectType).filter((o) => (resource.listWhere ? resource.listWhere(o, request.params) : true));
  return paginate(items, request.params, `/v1/${resource.path}`, ctx);
}

function load(resource: Resource, id: string, ctx: EmulatorContext): StripeObject {
  const object = ctx.store.get(id);
  if (!object || object.object !== resource.objectType || object.deleted === true) throw missingResource(resource.displayName, id);
  return object;
}

export function routeApi(request: ApiRequest, ctx: EmulatorContext): unknown {
  const segments = request.path.replace(/^\/v1\//, '').split('/').filter(Boolean).map(decodeURIComponent);
  const match = matchResource(segments);
  if (!match) throw unrecognised(request);
  const { resource, rest } = match;
  const paths = expandPaths(request.params);
  const [id, sub, extra] = rest;
  if (extra !== undefined || (resource.createOnly && (id !== undefined || request.method !== 'POST'))) throw unrecognised(request);
  if (id === undefined) {
    if (request.method === 'GET') return list(resource, request, ctx);
    if (request.method === 'POST' && resource.create) return render(resource.create(request.params, ctx), paths, ctx);
    throw unrecognised(request);
  }
  const object = load(resource, id, ctx);
  if (sub === undefined) {
    if (request.method === 'GET') return render(object, paths, ctx);
    if (request.method === 'POST' && resource.update) return render(resource.update(object, request.params, ctx), paths, ctx);
    if (request.method === 'DELETE' && resource.del) return render(resource.del(object, request.params, ctx), paths, ctx);
    throw unrecognised(request);
  }
  const action = resource.actions?.[sub];
  if (request.method === 'POST' && action) return render(action(object, request.params, ctx), paths, ctx);
  const subList = resource.subLists?.[sub];
  if (request.method === 'GET' && subList) {
    const { limit, starting_after, ending_before, expand, ...filters } = request.params;
    const items = subList(object, filters, ctx);
    return paginate(items, { limit, starting_after, ending_before, expand } as FormObject, `/v1/${resource.path}/${id}/${sub}`, ctx);
  }
  throw unrecognised(request);
}
