// msw answers for the payments routes, typed by the contract. Tests pass the state they need and
// read back what the screen sent.
import { HttpResponse } from 'msw';
import type { CheckoutRedirect, RemainingPaidResponse, RemainingPayResponse, SavedCard, SessionStatusResponse } from '#functions/contract/payments.ts';
import type { Schedule } from '#functions/contract/schedule.ts';
import { apiHandler, recordingHandler } from '#test/support/msw/api-handlers.ts';

export interface PaymentsApi {
  cards?: SavedCard[];
  /** Answers of session_status, one per poll (the last repeats). */
  sessionStatuses?: SessionStatusResponse[];
  checkoutUrl?: string;
  paidSchedule?: Schedule;
  /** The appointment `remaining_pay` answers with. */
  payingSchedule?: Schedule;
}

export function paymentsHandlers(api: PaymentsApi = {}) {
  let cards = [...(api.cards ?? [])];
  let polls = 0;
  const removeCard = recordingHandler('payments.remove_card', ({ body }) => {
    const id = (body as { paymentMethodId: string }).paymentMethodId;
    cards = cards.filter((c) => c.id !== id);
    return HttpResponse.json({ message: 'Credit card removed successfully.' as const });
  });
  const saveCard = recordingHandler('payments.save_card_session', () =>
    HttpResponse.json({ url: api.checkoutUrl ?? 'http://127.0.0.1:1/c/pay/cs_test_x', session_id: 'cs_test_x' } satisfies CheckoutRedirect));
  const remainingPay = recordingHandler('payments.remaining_pay', () =>
    api.payingSchedule
      ? HttpResponse.json({ schedule: api.payingSchedule, redirect_url: api.checkoutUrl ?? 'http://127.0.0.1:1/c/pay/cs_test_y' } satisfies RemainingPayResponse)
      : HttpResponse.json({ error: { code: 'already_paid', message: 'Nothing left to pay.' } }, { status: 409 }));
  const remainingPaid = recordingHandler('payments.remaining_paid', () =>
    api.paidSchedule ? HttpResponse.json({ message: 'Payment Done!', schedule: api.paidSchedule } satisfies RemainingPaidResponse, { status: 201 }) : HttpResponse.json({}, { status: 500 }));
  const staffCheckout = recordingHandler('payments.checkout_session', () =>
    HttpResponse.json({ url: api.checkoutUrl ?? 'http://127.0.0.1:1/c/pay/cs_test_z', session_id: 'cs_test_z' } satisfies CheckoutRedirect));
  const handlers = [
    apiHandler('payments.list_cards', () => HttpResponse.json(cards)),
    apiHandler('payments.session_status', () => {
      const list = api.sessionStatuses ?? [];
      const answer = list[Math.min(polls, list.length - 1)];
      polls += 1;
      return answer ? HttpResponse.json(answer) : HttpResponse.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }),
    removeCard.handler,
    saveCard.handler,
    remainingPay.handler,
    remainingPaid.handler,
    staffCheckout.handler,
  ];
  return { handlers, removeCard: removeCard.calls, saveCard: saveCard.calls, remainingPay: remainingPay.calls, remainingPaid: remainingPaid.calls, staffCheckout: staffCheckout.calls, polls: () => polls };
}
