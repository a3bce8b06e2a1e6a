// Stripe Connect onboarding of the signed-in employee (REFERENCE §4.1): self only, the admin may
// read another employee's bank details.
import { accountDetailsQuery, accountDetailsResponse, connectBody, connectResponse, onboardingCompleteBody, onboardingCompleteResponse } from '#functions/contract/payouts.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { accountDetails, completeOnboarding, startConnect } from '#functions/payouts/connect-service.ts';

/** POST /api/employee_stripe_connect → `{message, redirect_url}` (the hosted onboarding page). */
export const connectEndpoint = defineEndpoint({
  access: 'staff', body: connectBody, response: connectResponse,
  handler: ({ caller, body }) => startConnect({ caller, employeeId: body.employee_id }),
});

/** POST /api/stripe_onboarding_complete, posted by the return page. */
export const onboardingCompleteEndpoint = defineEndpoint({
  access: 'staff', body: onboardingCompleteBody, response: onboardingCompleteResponse,
  handler: ({ caller, body }) => completeOnboarding({ caller, employeeId: body.employee_id, accountId: body.stripe_account_id }),
});

/** GET /api/stripe_account_details?employee_id= (self, admin). */
export const accountDetailsEndpoint = defineEndpoint({
  access: 'staff', query: accountDetailsQuery, response: accountDetailsResponse,
  handler: ({ caller, query }) => accountDetails({ caller, employeeId: query.employee_id }),
});
