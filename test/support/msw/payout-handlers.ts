// The payouts and subscriptions API for the web tests (REFERENCE §4.1, §4.4): reads answer from the
// test's data (account details by the `employee_id` asked for, the pricing), and every write is
// recorded and answered by the test's own function (500 when it gives none).
import { HttpResponse } from 'msw';
import type { AccountDetailsResponse } from '#functions/contract/payouts.ts';
import type { PricingResponse } from '#functions/contract/subscriptions.ts';
import type { RouteId } from '#functions/routes.ts';
import { apiErrorResponse, apiHandler, recordingHandler, type RecordedCall } from '#test/support/msw/api-handlers.ts';

export interface PayoutApi {
  /** Account details by employee id; `mine` answers the caller's own (no `employee_id`). */
  accounts?: Record<string, AccountDetailsResponse>;
  pricing?: PricingResponse;
  answers?: Partial<Record<RouteId, (call: RecordedCall) => Response>>;
}

const writes: RouteId[] = [
  'payouts.connect', 'payouts.onboarding_complete', 'payouts.transfer', 'payouts.pay_multiple',
  'payouts.subscription_checkout', 'payouts.billing_portal', 'payouts.update_plan',
];

export function payoutHandlers(api: PayoutApi) {
  const calls: Partial<Record<RouteId, RecordedCall[]>> = {};
  const asked: string[] = [];
  const recorders = writes.map((id) => {
    const { calls: seen, handler } = recordingHandler(id, (call) => api.answers?.[id]?.(call) ?? new HttpResponse(null, { status: 500 }));
    calls[id] = seen;
    return handler;
  });
  const handlers = [
    apiHandler('payouts.account_details', ({ request }) => {
      const who = new URL(request.url).searchParams.get('employee_id') ?? 'mine';
      asked.push(who);
      const found = api.accounts?.[who];
      return found ? HttpResponse.json(found satisfies AccountDetailsResponse) : apiErrorResponse(404, 'not_found', 'Not found');
    }),
    apiHandler('payouts.pricing', () => (api.pricing ? HttpResponse.json(api.pricing satisfies PricingResponse) : apiErrorResponse(404, 'not_found', 'Not found'))),
    ...recorders,
  ];
  return { handlers, calls: (id: RouteId): RecordedCall[] => calls[id] ?? [], asked };
}

// As the emulator reports them (scripts/stripe-emulator/resources/account-onboarding.ts).
const requirementsOf = {
  unfinished: { currently_due: ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'], pending_verification: [], disabled_reason: 'requirements.past_due' },
  no_bank: { currently_due: ['external_account'], pending_verification: [], disabled_reason: 'requirements.past_due' },
  pending: { currently_due: [], pending_verification: ['individual.verification.document'], disabled_reason: 'requirements.pending_verification' },
  ready: { currently_due: [], pending_verification: [], disabled_reason: null },
} satisfies Record<string, AccountDetailsResponse['requirements']>;

/** Stripe's view of an account: `ready` has a verified bank and payouts on. */
export function accountFixture(state: 'unfinished' | 'no_bank' | 'pending' | 'ready'): AccountDetailsResponse {
  const bank = { id: 'ba_1Test', bank_name: 'STRIPE TEST BANK', last4: '6789', routing_number: '110000000', status: state === 'ready' ? 'verified' : 'new' };
  return {
    bank_accounts: state === 'ready' || state === 'pending' ? [bank] : [],
    payouts_enabled: state === 'ready',
    details_submitted: state !== 'unfinished',
    requirements: requirementsOf[state],
  };
}
