// Two bookings racing for the same cells: DynamoDB cancels a transaction that collides with one in
// flight (TransactionConflict, our generic 409 `conflict`), and can cancel both. T-BOOK has no
// version condition, so that code there always means contention: the whole booking (reads, checks,
// write) runs again, and then sees the winner and answers `slot_unavailable` or `client_double_booked`.
// Contention is retried here, at the outermost step, and not again inside (decision 023).
import { AppError } from '#functions/lib/errors/app-error.ts';
import { retryOnVersionConflict } from '#functions/lib/retry/retry.ts';
import { slotTaken } from '#functions/schedule/booking/check-booking-subject.ts';

/** Up to 6 bookings in all; past that the racers lost to someone and the slot counts as taken. */
export async function retryContended<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await retryOnVersionConflict(attempt, { attempts: 6, baseMs: 5, capMs: 240 });
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') throw slotTaken();
    throw error;
  }
}
