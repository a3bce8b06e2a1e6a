import type { Resource } from '#scripts/stripe-emulator/resource.ts';

/** Read-only, as in Stripe: events are created by the emulator, listed and retrieved by clients. */
export const events: Resource = {
  path: 'events',
  objectType: 'event',
  displayName: 'event',
  listFilters: ['type'],
  listWhere: (event, params) => params.type === undefined || event.type === params.type,
};
