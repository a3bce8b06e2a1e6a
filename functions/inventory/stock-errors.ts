// The 409s of stock moves (REFERENCE §0.2, §3.9), worded for the person who hit them.
import { conflict, type AppError } from '#functions/lib/errors/app-error.ts';
import { fromHundredths } from '#functions/contract/money.ts';

export const notEnoughStock = (productName: string, availableHundredths: number): AppError =>
  conflict('insufficient_stock', `Not enough stock: ${productName} has ${fromHundredths(availableHundredths)} available.`, {
    quantity: `Only ${fromHundredths(availableHundredths)} available`,
  });

export const notEnoughToApprove = (): AppError => conflict('insufficient_stock', 'Not enough stock to approve this request');
export const promptDecided = (): AppError => conflict('invalid_state', 'This transfer was already accepted or rejected.');
export const requestDecided = (): AppError => conflict('invalid_state', 'This request was already approved or rejected.');
/** A concurrent move changed a balance between our read and our write. */
export const stockChanged = (): AppError => conflict('conflict', 'The stock changed while you were editing. Reload and try again.');
