// A dollar input: typed text → exact cents → the contract's own rule, with messages in dollars. The
// money parser and formatter themselves are tested in test/functions/contract/money-*.test.ts.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { treatmentBody } from '#functions/contract/catalog.ts';
import { dollarsField, invalidAmountMessage } from '#web/lib/money-field.ts';

describe('dollarsField', () => {
  const price = dollarsField(treatmentBody.shape.cost_cents, { maxCents: 100_000_000 });
  const messages = (text: string) => price.safeParse(text).error?.issues.map((issue) => issue.message);

  it("turns typed dollars into cents and then applies the contract's rule", () => {
    expect(price.parse('1,234.56')).toBe(123456);
    expect(messages('0')).toEqual(['Price must be greater than 0']);
  });

  it('says what is wrong in dollars', () => {
    expect(messages('')).toEqual(["can't be blank"]);
    expect(messages('12.345')).toEqual([invalidAmountMessage]);
    expect(messages('-5')).toEqual([invalidAmountMessage]);
    expect(messages('2000000')).toEqual(['Must be at most $1,000,000.00']);
  });

  it('may treat a blank as zero for optional fees', () => {
    const fee = dollarsField(z.number().min(0), { maxCents: 1000, blankIsZero: true });
    expect(fee.parse(' ')).toBe(0);
  });
});
