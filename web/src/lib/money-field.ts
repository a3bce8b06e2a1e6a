// A dollar input checked by the API's own cents rule: the form holds what the user typed, this turns
// it into exact cents (functions/contract/money.ts) and then applies the contract's schema for that
// field, so the browser and the API agree on the minimum and maximum. Its range messages speak
// dollars, because the contract's speak cents ("at most 10000000") and the user never sees cents.
import * as z from 'zod';
import { formatMoney, parseMoney } from '#functions/contract/money.ts';

interface DollarsOptions {
  /** The contract's largest amount in cents, said in dollars before the contract's check runs. */
  maxCents: number;
  /** Blank means 0 (an optional fee) rather than "can't be blank". */
  blankIsZero?: boolean;
}

export const invalidAmountMessage = 'Enter an amount in dollars, like 12.50';

/** `cents` is the contract's schema of the field (e.g. `treatmentBody.shape.cost_cents`). */
export function dollarsField<S extends z.ZodType<number, number>>(cents: S, { maxCents, blankIsZero = false }: DollarsOptions) {
  return z
    .string()
    .transform((text, ctx) => {
      if (text.trim() === '') {
        if (blankIsZero) return 0;
        // The form hooks prefix the label ("Price can't be blank").
        ctx.addIssue({ code: 'custom', message: "can't be blank" });
        return z.NEVER;
      }
      const amount = parseMoney(text);
      // The money parser reads "-5" (a refund's text); an amount typed into a form is never below 0.
      if (amount === undefined || amount < 0) {
        ctx.addIssue({ code: 'custom', message: invalidAmountMessage });
        return z.NEVER;
      }
      if (amount > maxCents) {
        ctx.addIssue({ code: 'custom', message: `Must be at most ${formatMoney(maxCents)}` });
        return z.NEVER;
      }
      return amount;
    })
    .pipe(cents);
}
