// Responses: internal fields (`_…`) never leave the emulator, and `expand[]` replaces ids with the
// objects they name (or fills virtual fields such as a session's `line_items`), as Stripe does.
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import type { EmulatorContext } from '#scripts/stripe-emulator/resource.ts';
import { resources } from '#scripts/stripe-emulator/registry.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { invalidParam } from '#scripts/stripe-emulator/stripe-error.ts';

export function publicCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(publicCopy);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !k.startsWith('_')).map(([k, v]) => [k, publicCopy(v)]));
}

export function expandPaths(params: FormObject): string[] {
  const raw = params.expand;
  if (raw === undefined) return [];
  const values = Array.isArray(raw) ? raw : [raw];
  return values.filter((v): v is string => typeof v === 'string');
}

function expandOne(target: Record<string, unknown>, source: StripeObject | undefined, path: string[], full: string, ctx: EmulatorContext): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const virtual = source ? resources.find((r) => r.objectType === source.object)?.virtualFields?.[head] : undefined;
  let value = target[head];
  let next: StripeObject | undefined;
  if (virtual && source) {
    value = publicCopy(virtual(source, ctx));
  } else if (typeof value === 'string' && ctx.store.get(value)) {
    next = ctx.store.get(value);
    value = publicCopy(next);
  } else if (value === null) {
    return;
  } else if (rest.length === 0 || typeof value !== 'object') {
    throw invalidParam('expand', `This property cannot be expanded (${full}).`);
  }
  target[head] = value;
  if (rest.length > 0 && typeof value === 'object' && value !== null) expandOne(value as Record<string, unknown>, next, rest, full, ctx);
}

export function render(object: StripeObject, paths: string[], ctx: EmulatorContext): unknown {
  const copy = publicCopy(object) as Record<string, unknown>;
  if (resources.find((r) => r.objectType === object.object)?.hidesId) delete copy.id;
  for (const path of paths) expandOne(copy, object, path.split('.'), path, ctx);
  return copy;
}

/** A list envelope; `data.x` expansions apply to every element. */
export function renderList(items: StripeObject[], url: string, hasMore: boolean, paths: string[], ctx: EmulatorContext): unknown {
  const itemPaths = paths.filter((p) => p.startsWith('data.')).map((p) => p.slice('data.'.length));
  return { object: 'list', url, has_more: hasMore, data: items.map((item) => render(item, itemPaths, ctx)) };
}
