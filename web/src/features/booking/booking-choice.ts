// The visitor's booking choice (REFERENCE §3.7 step 2): kept in localStorage so a signed-out visitor
// can choose first and sign in or sign up after; the booking home replays it once they are a client.
// Only ids and the slot's instants are kept (nothing personal), and a choice is dropped once booked,
// once its slot has passed, or after a day.
import * as z from 'zod';

const storageKey = 'carebook.booking-choice';
const maxAgeMs = 24 * 60 * 60 * 1000;

const bookingChoice = z.object({
  location_id: z.string(),
  location_name: z.string(),
  timezone: z.string(),
  employee_id: z.string(),
  employee_name: z.string(),
  treatment_ids: z.array(z.string()),
  slot: z.object({ start_time: z.string(), end_time: z.string(), date: z.string() }).nullable(),
  /** Set when a signed-out visitor chose: the booking home sends them on to confirm after sign-in. */
  awaiting_sign_in: z.boolean(),
  saved_at: z.number(),
});
export type BookingChoice = z.infer<typeof bookingChoice>;
export type BookingChoiceDraft = Omit<BookingChoice, 'saved_at'>;

export function readBookingChoice(now: number = Date.now()): BookingChoice | undefined {
  try {
    const parsed = bookingChoice.safeParse(JSON.parse(window.localStorage.getItem(storageKey) ?? 'null'));
    if (!parsed.success) return undefined;
    const choice = parsed.data;
    const stale = now - choice.saved_at > maxAgeMs || (choice.slot !== null && Date.parse(choice.slot.start_time) <= now);
    return stale ? undefined : choice;
  } catch {
    // Storage disabled or junk: the visitor just chooses again.
    return undefined;
  }
}

export function saveBookingChoice(choice: BookingChoiceDraft): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify({ ...choice, saved_at: Date.now() } satisfies BookingChoice));
  } catch {
    // Without storage the choice lives only as long as this page.
  }
}

export function clearBookingChoice(): void {
  try {
    window.localStorage.removeItem(storageKey);
  } catch {
    // Nothing to clear.
  }
}

/** A choice ready to confirm: a practitioner, treatments and a slot. */
export function isComplete(choice: BookingChoice | undefined): choice is BookingChoice & { slot: NonNullable<BookingChoice['slot']> } {
  return choice !== undefined && choice.slot !== null && choice.treatment_ids.length > 0;
}
