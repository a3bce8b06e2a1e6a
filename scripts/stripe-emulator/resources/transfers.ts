// Transfers from the platform to a connected account. The platform's balance is unlimited; the
// destination must exist and have the `transfers` capability active (onboarded with a bank account
// and verified), else Stripe's error. Replays of an Idempotency-Key are handled by the server.
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, int, metadata, requiredStr, str } from '#scripts/stripe-emulator/params.ts';
import type { EmulatorContext, Resource } from '#scripts/stripe-emulator/resource.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { StripeApiError, invalidParam, missingParam } from '#scripts/stripe-emulator/stripe-error.ts';

const createParams = ['amount', 'currency', 'destination', 'transfer_group', 'metadata', 'description', 'source_transaction'] as const;

function payableDestination(ctx: EmulatorContext, id: string): StripeObject {
  const account = ctx.store.get(id);
  if (account?.object !== 'account' || account.deleted === true) {
    throw new StripeApiError(400, 'invalid_request_error', `No such destination: '${id}'`, { code: 'resource_missing', param: 'destination' });
  }
  if ((account.capabilities as Record<string, string>).transfers !== 'active') {
    throw new StripeApiError(400, 'invalid_request_error', 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments', { code: 'insufficient_capabilities_for_transfer', param: 'destination' });
  }
  return account;
}

function create(params: FormObject, ctx: EmulatorContext): StripeObject {
  allowOnly(params, createParams);
  const amount = int(params, 'amount');
  if (amount === undefined) throw missingParam('amount');
  if (amount < 1) throw invalidParam('amount', 'This value must be greater than or equal to 1.');
  const currency = requiredStr(params, 'currency').toLowerCase();
  const destination = payableDestination(ctx, requiredStr(params, 'destination'));
  const id = newId('tr');
  const transfer = ctx.store.insert({
    id, object: 'transfer', amount, amount_reversed: 0, balance_transaction: newId('txn'), created: ctx.now(), currency,
    description: str(params, 'description') ?? null, destination: destination.id, destination_payment: newId('py'), livemode: false,
    metadata: metadata(params), reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/transfers/${id}/reversals` },
    reversed: false, source_transaction: str(params, 'source_transaction') ?? null, source_type: 'card', transfer_group: str(params, 'transfer_group') ?? null,
  });
  ctx.emit('transfer.created', transfer);
  return transfer;
}

const filters = ['destination', 'transfer_group'] as const;

export const transfers: Resource = {
  path: 'transfers',
  objectType: 'transfer',
  displayName: 'transfer',
  create,
  update(transfer, params) {
    allowOnly(params, ['metadata', 'description']);
    transfer.metadata = metadata(params, transfer.metadata as Record<string, string>);
    if (params.description !== undefined) transfer.description = str(params, 'description') ?? null;
    return transfer;
  },
  listFilters: filters,
  listWhere: (transfer, params) => filters.every((k) => params[k] === undefined || transfer[k] === params[k]),
};
