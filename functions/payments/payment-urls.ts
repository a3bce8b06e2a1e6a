// Every URL we give Stripe, built from the practice's `app_origin` (REFERENCE §2.1).
const sessionPlaceholder = '{CHECKOUT_SESSION_ID}';

const join = (origin: string, path: string) => `${origin.replace(/\/$/, '')}${path}`;

export const paymentUrls = {
  /** Deposit and balance: the client's success page polls `session_status`. */
  clientSuccess: (origin: string, scheduleId: string) => join(origin, `/clients/payment/success?session_id=${sessionPlaceholder}&schedule_id=${scheduleId}`),
  clientAppointments: (origin: string) => join(origin, '/clients/appointments'),
  clientCardSaved: (origin: string) => join(origin, `/clients/appointments?session_id=${sessionPlaceholder}`),
  /** A card added to book (card required): back to the confirm step, which still holds the choice. */
  clientCardSavedToBook: (origin: string) => join(origin, `/clients/payment/confirm_payment?card_saved=true&session_id=${sessionPlaceholder}`),
  clientConfirmBooking: (origin: string) => join(origin, '/clients/payment/confirm_payment'),
  /**
   * Staff checkout returns to the client's page (REFERENCE §3.7), which confirms the payment with
   * `confirm_payment` and shows the client's appointments, whichever screen it was started from.
   */
  staffSuccess: (origin: string, clientId: string, scheduleId: string) =>
    join(origin, `/customers/${clientId}?payment_success=true&session_id=${sessionPlaceholder}&schedule_id=${scheduleId}`),
  /** Staff checkout started from the schedule's drawer: back to that view, which confirms the payment. */
  staffScheduleSuccess: (origin: string, returnTo: string, scheduleId: string) =>
    join(origin, `${returnTo}${returnTo.includes('?') ? '&' : '?'}payment_success=true&session_id=${sessionPlaceholder}&schedule_id=${scheduleId}`),
  staffCardSaved: (origin: string, clientId: string) => join(origin, `/customers/${clientId}?session_id=${sessionPlaceholder}`),
  staffClientPage: (origin: string, clientId: string) => join(origin, `/customers/${clientId}`),
};
