// One open waitlist entry in one pass (decision 034): closed when its client booked with that
// employee and location in its range; otherwise its free time is compared with what it knows, and
// an opening is ONE email (the first new slot), sent only by the pass whose versioned write won.
import { AppError } from '#functions/lib/errors/app-error.ts';
import { createLogger } from '#functions/lib/log/logger.ts';
import { appLink, sendMail } from '#functions/lib/mail/send-mail.ts';
import { waitlistOpeningMail } from '#functions/lib/mail/templates/waitlist-opening.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import type { WaitlistRecord } from '#functions/model/waitlist-record.ts';
import { checkSubject } from '#functions/schedule/booking/check-booking-subject.ts';
import type { LoadedSlotInput } from '#functions/schedule/booking/load-slot-input.ts';
import { computeSlots } from '#functions/schedule/slots/compute-slots.ts';
import { todayIn } from '#functions/schedule/slots/local-time.ts';
import { freeIntervals, newSlots, sameIntervals, type SlotTime } from '#functions/schedule/waitlist/openings.ts';
import { closeWaitlistStep, recordKnownFree } from '#functions/schedule/waitlist/waitlist-repository.ts';

const log = createLogger({ job: 'waitlist' });

export interface WaitlistOutcomeRow {
  entry_id: string;
  outcome: 'notified' | 'suppressed' | 'booked' | 'expired' | 'raced' | 'skipped' | 'failed';
  slot?: string;
  reason?: string;
}

/** The waiting client's address and whether they take waitlist mail (`email_waitlist_openings`, not `do_not_email`). */
export interface WaitingClient { email: string; wantsOpenings: boolean }

export async function closeEntry(entry: WaitlistRecord, status: 'booked' | 'expired', now: string): Promise<WaitlistOutcomeRow> {
  const plan = new TransactionPlan();
  closeWaitlistStep(plan, entry, status, now);
  try {
    await plan.commit();
    return { entry_id: entry.id, outcome: status };
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return { entry_id: entry.id, outcome: 'raced' };
    throw error;
  }
}

/** A booking of the waiting client with that employee and location, in the range, made since they joined. */
export const hasBooked = (w: WaitlistRecord, appointments: readonly AppointmentRecord[]): boolean =>
  appointments.some((a) => a.clientId === w.clientId && a.locationId === w.locationId && a.status !== 'cancelled'
    && a.createdAt >= w.createdAt && a.date >= w.fromDate && a.date <= w.toDate);

async function sendOpening(entry: WaitlistRecord, slot: SlotTime, to: string): Promise<void> {
  const [practice, link] = await Promise.all([loadPracticeSettings(), appLink(`/clients/schedule/${entry.employeeId}`, {
    location_id: entry.locationId, treatment_ids: entry.treatments.map((t) => t.id).join(','), date: slot.date,
  })]);
  await sendMail({ to: [to], ...waitlistOpeningMail({
    clientName: entry.clientName, employeeName: entry.employeeName, locationName: entry.locationName,
    treatments: entry.treatments.map((t) => t.name), timeZone: entry.timezone,
    startAt: new Date(slot.start).toISOString(), endAt: new Date(slot.end).toISOString(), link,
  }, practice) });
}

export interface EntryPass { entry: WaitlistRecord; loaded: LoadedSlotInput; client: WaitingClient | undefined; now: Date }

/** The free slots of the entry's own range from today, long enough for its treatments; null when it can no longer be booked. */
function freeSlotsOf({ entry, loaded, now }: EntryPass): SlotTime[] | null {
  try {
    const subject = checkSubject(loaded.context, entry.employeeId, entry.treatments.map((t) => t.id), 'client');
    const today = todayIn(now.getTime(), entry.timezone);
    const fromDate = entry.fromDate > today ? entry.fromDate : today;
    return computeSlots({ ...loaded.base, fromDate, toDate: entry.toDate, durationMinutes: subject.durationMinutes, bufferMinutes: subject.bufferMinutes });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The entry's row, or null when nothing changed for it. */
export async function passEntry(input: EntryPass): Promise<WaitlistOutcomeRow | null> {
  const { entry, loaded, client, now } = input;
  const nowIso = now.toISOString();
  if (hasBooked(entry, loaded.employeeAppointments)) return closeEntry(entry, 'booked', nowIso);
  const slots = freeSlotsOf(input);
  if (slots === null) return { entry_id: entry.id, outcome: 'skipped', reason: 'not_bookable' };
  const known = freeIntervals(slots);
  const [opening] = newSlots(slots, entry.knownFree);
  if (!opening) {
    if (!sameIntervals(known, entry.knownFree)) await recordKnownFree(entry, known, false, nowIso);
    return null;
  }
  const to = client?.wantsOpenings === true && client.email !== '' ? client.email : null;
  if (!(await recordKnownFree(entry, known, to !== null, nowIso))) return { entry_id: entry.id, outcome: 'raced' };
  const slot = new Date(opening.start).toISOString();
  if (to === null) return { entry_id: entry.id, outcome: 'suppressed', slot };
  try {
    await sendOpening(entry, opening, to);
  } catch (error) {
    // At most once: the opening is recorded as announced; a missed waitlist mail beats a repeated one.
    log.warn('waitlist mail failed', { entry_id: entry.id, error });
    return { entry_id: entry.id, outcome: 'failed', slot, reason: 'send_failed' };
  }
  return { entry_id: entry.id, outcome: 'notified', slot };
}
