// `session_status` (the success page polls it) and `confirm_payment` (staff checkout's return): read
// the session from Stripe, never from the query, and run the shared fulfilment when it is paid.
import type { Caller, StaffCaller } from '#functions/lib/auth/caller.ts';
import { conflict, notFound, unauthenticated } from '#functions/lib/errors/app-error.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import { readMetadata } from '#functions/payments/checkout-metadata.ts';
import { fulfilCheckoutSession } from '#functions/payments/fulfil-checkout.ts';
import { retrieveSession, type SessionView } from '#functions/lib/stripe/checkout-sessions.ts';
import { getAppointment } from '#functions/schedule/public.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { canSee } from '#functions/schedule/public.ts';

export interface SessionState {
  session: SessionView;
  appointment: AppointmentRecord | null;
}

/** The session and its appointment, or 404 when either is not the caller's to see. */
async function visibleSession(caller: Caller, sessionId: string): Promise<SessionState> {
  if (caller.kind === 'anonymous') throw unauthenticated();
  const session = await retrieveSession(sessionId);
  const meta = session ? readMetadata(session.metadata) : null;
  if (!session || !meta) throw notFound();
  const appointment = meta.scheduleId ? await getAppointment(meta.scheduleId, true) : null;
  const owner = caller.kind === 'client' ? meta.clientId === caller.clientId : appointment !== null && canSee(caller, appointment);
  if (!owner || (appointment && !canSee(caller, appointment))) throw notFound();
  return { session, appointment };
}

export async function sessionStatus(caller: Caller, sessionId: string, logger: Logger): Promise<SessionState> {
  const state = await visibleSession(caller, sessionId);
  if (state.session.status !== 'complete' || state.session.paymentStatus !== 'paid' || !state.appointment) return state;
  await fulfilCheckoutSession(state.session, logger);
  return { ...state, appointment: await getAppointment(state.appointment.id, true) };
}

export async function confirmPayment(staff: StaffCaller, sessionId: string, scheduleId: string, logger: Logger): Promise<AppointmentRecord> {
  const state = await visibleSession(staff, sessionId);
  if (!state.appointment || state.appointment.id !== scheduleId) throw notFound();
  if (state.session.paymentStatus !== 'paid') throw conflict('payment_not_completed', 'The payment has not been completed.');
  await fulfilCheckoutSession(state.session, logger);
  const fresh = await getAppointment(scheduleId, true);
  if (!fresh) throw notFound();
  return fresh;
}
