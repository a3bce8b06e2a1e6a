import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { treatmentBody } from '#functions/contract/catalog.ts';
import { dollarsField, invalidAmountMessage } from '#web/lib/money-field.ts';
import { centsToDollarsText, formatCents, parseDollars } from '#web/lib/money.ts';

describe('parseDollars', () => {
  it.each([
    ['12.3', 1230],
    ['12.30', 1230],
    ['12', 1200],
    ['12.', 1200],
    ['.5', 50],
    ['0.1', 10],
    ['0.2', 20],
    ['0.29', 29],
    ['1.15', 115],
    ['1,234.56', 123456],
    ['$1,234.56', 123456],
    [' 50.00 ', 5000],
    ['1234567.89', 123456789],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it('adds typed amounts without float drift ("0.1" + "0.2" is 30 cents, not 30.000000000000004)', () => {
    expect((parseDollars('0.1') ?? 0) + (parseDollars('0.2') ?? 0)).toBe(30);
    // The float way gets these wrong: 1.005 * 100 and 4.35 * 100 are not whole numbers.
    expect(parseDollars('4.35')).toBe(435);
    expect(parseDollars('8.2')).toBe(820);
  });

  it.each(['', '   ', '$', '.', 'abc', '12a', '-5', '12.345', '1,23', '12,3456.00', '1.2.3', '1e3', '99999999999999'])('rejects %j', (text) => {
    expect(parseDollars(text)).toBeUndefined();
  });
});

describe('formatCents', () => {
  it.each([
    [123456, '$1,234.56'],
    [5000, '$50.00'],
    [5, '$0.05'],
    [0, '$0.00'],
    [100000000, '$1,000,000.00'],
    [-1250, '-$12.50'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('gives input text that reads back to the same cents', () => {
    for (const cents of [0, 1, 10, 99, 1230, 123456, 99999999]) {
      expect(parseDollars(centsToDollarsText(cents))).toBe(cents);
    }
    expect(centsToDollarsText(123456)).toBe('1234.56');
  });
});

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
    expect(messages('2000000')).toEqual(['Must be at most $1,000,000.00']);
  });

  it('may treat a blank as zero for optional fees', () => {
    const fee = dollarsField(z.number().min(0), { maxCents: 1000, blankIsZero: true });
    expect(fee.parse(' ')).toBe(0);
  });
});
