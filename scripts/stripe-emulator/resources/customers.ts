import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, metadata, str } from '#scripts/stripe-emulator/params.ts';
import type { Resource } from '#scripts/stripe-emulator/resource.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';

const fields = ['email', 'name', 'phone', 'description', 'metadata'] as const;

export const customers: Resource = {
  path: 'customers',
  objectType: 'customer',
  displayName: 'customer',
  create(params, ctx) {
    allowOnly(params, fields);
    return ctx.store.insert({
      id: newId('cus'),
      object: 'customer',
      created: ctx.now(),
      livemode: false,
      email: str(params, 'email') ?? null,
      name: str(params, 'name') ?? null,
      phone: str(params, 'phone') ?? null,
      description: str(params, 'description') ?? null,
      metadata: metadata(params),
      invoice_settings: { default_payment_method: null },
    });
  },
  update(customer, params) {
    allowOnly(params, fields);
    for (const field of ['email', 'name', 'phone', 'description'] as const) {
      if (params[field] !== undefined) customer[field] = str(params, field) ?? null;
    }
    customer.metadata = metadata(params, customer.metadata as Record<string, string>);
    return customer;
  },
  del(customer) {
    customer.deleted = true;
    return { id: customer.id, object: 'customer', deleted: true } satisfies StripeObject;
  },
  listFilters: ['email'],
  listWhere: (customer, params) => customer.deleted !== true && (params.email === undefined || customer.email === params.email),
  subLists: {
    // GET /v1/customers/{id}/payment_methods
    payment_methods: (customer, params, ctx) =>
      ctx.store.all('payment_method').filter((pm) => pm.customer === customer.id && (params.type === undefined || pm.type === params.type)),
  },
};
