// Two bookings racing for the same cells: DynamoDB cancels a transaction that collides with one in
// flight (TransactionConflict, our generic 409 `conflict`), and can cancel both. T-BOOK has no
// version condition, so that code there always means contention: the whole booking (reads, checks,
// write) runs again, and then sees the winner and answers `slot_unavailable` or `client_double_booked`.
import { AppError } from '#functions/lib/errors/app-error.ts';
import { slotTaken } from '#functions/schedule/check-booking-subject.ts';

const maxAttempts = 6;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function retryContended<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'conflict')) throw error;
      if (n >= maxAttempts) throw slotTaken();
      // Jittered backoff so the racers do not collide again in lockstep.
      await pause(Math.floor(Math.random() * 40 * n) + 5);
    }
  }
}
