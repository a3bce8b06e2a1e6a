// The processed-event marker on its own (T-WEBHOOK): for events that change no items, and after a
// fulfilment another path already did. A duplicate marker is simply already there.
import { AppError } from '#functions/lib/errors/app-error.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { processedEventStep, type StripeEventRef } from '#functions/payments/payment-record-repository.ts';

export async function markEventProcessed(event: StripeEventRef): Promise<void> {
  const plan = new TransactionPlan();
  processedEventStep(plan, event, new Date().toISOString());
  try {
    await plan.commit();
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'already_paid')) throw error;
  }
}
