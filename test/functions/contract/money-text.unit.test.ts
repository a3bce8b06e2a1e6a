// Money as text (REFERENCE §0.1, CB 3): "$1,234.56" out, typed amounts in, exact to the cent. Pure:
// needs no DynamoDB.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, moneyInputText, parseMoney } from '#functions/contract/money.ts';

describe('parseMoney', () => {
  it.each([
    ['12.3', 1230], ['12.30', 1230], ['12', 1200], ['12.', 1200], ['.5', 50], ['0.1', 10], ['0.29', 29],
    ['1.15', 115], ['4.35', 435], ['8.2', 820], ['1,234.5', 123450], ['$1,234.56', 123456], [' 50.00 ', 5000],
    ['1234567.89', 123456789], ['0', 0], ['-0', 0], ['-5', -500], ['-$12.50', -1250],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it('adds typed amounts without float drift ("0.1" + "0.2" is 30 cents)', () => {
    expect((parseMoney('0.1') ?? 0) + (parseMoney('0.2') ?? 0)).toBe(30);
  });

  it.each(['', '   ', '$', '.', '-', '-$', 'abc', '12a', '12.345', '1,23', '12,3456.00', '1.2.3', '1e3', '$-5', '--5', '€5', '99999999999999', 'NaN', 'Infinity'])(
    'refuses %j',
    (text) => {
      expect(parseMoney(text)).toBeUndefined();
    },
  );
});

describe('formatMoney', () => {
  it.each([
    [123456, '$1,234.56'], [5000, '$50.00'], [5, '$0.05'], [0, '$0.00'], [100000000, '$1,000,000.00'],
    [-1250, '-$12.50'], [-5, '-$0.05'], [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
    expect(formatMoney(cents, 'usd')).toBe(text);
  });

  it('agrees with Intl for dollars', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
      expect(formatMoney(cents)).toBe(usd.format(cents / 100));
    }));
  });

  it('refuses a fraction of a cent rather than showing it rounded', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });
});

describe('parse ∘ format is the identity', () => {
  const cents = fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 });

  it('for the shown text', () => {
    fc.assert(fc.property(cents, (c) => {
      expect(parseMoney(formatMoney(c))).toBe(c);
    }));
  });

  it('for the input text, which has no symbol or grouping', () => {
    fc.assert(fc.property(cents, (c) => {
      expect(parseMoney(moneyInputText(c))).toBe(c);
      expect(moneyInputText(c)).toMatch(/^-?\d+\.\d\d$/);
    }));
    expect(moneyInputText(123456)).toBe('1234.56');
  });
});
