// The card-on-file routes (decision 032). They run in the schedule Lambda (route table `lambda`), with
// the cancel routes: the payments bundle has the least room, and schedule carries most of their code.
import { chargeCardBody, chargeCardResponse, chargeFeeResponse } from '#functions/contract/payments.ts';
import { idParams } from '#functions/contract/schedule.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { chargeCardOnFile } from '#functions/payments/charge-card-on-file.ts';
import { retryFee } from '#functions/payments/retry-fee.ts';
import { scheduleOf } from '#functions/schedule/public.ts';

/** POST /api/schedules/{id}/charge_card: charge the client's saved card (402 `card_declined` on a decline). */
export const chargeCardEndpoint = defineEndpoint({
  access: 'staff',
  params: idParams,
  body: chargeCardBody,
  response: chargeCardResponse,
  handler: async ({ caller, params, body }) => ({ message: 'Card charged.' as const, schedule: await scheduleOf(await chargeCardOnFile(caller, params.id, body)) }),
});

/** POST /api/schedules/{id}/charge_fee: retry the failed cancellation or no-show fee. */
export const chargeFeeEndpoint = defineEndpoint({
  access: 'staff',
  params: idParams,
  response: chargeFeeResponse,
  handler: async ({ caller, params }) => ({ message: 'Fee charged.' as const, schedule: await scheduleOf(await retryFee(caller, params.id)) }),
});
