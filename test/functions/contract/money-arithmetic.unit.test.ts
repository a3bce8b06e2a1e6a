// Exact money arithmetic (REFERENCE §3.8: "exact arithmetic, rounded once, half away from zero"):
// properties checked against a plain BigInt reference. Pure: needs no DynamoDB.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { treatmentBody } from '#functions/contract/catalog.ts';
import { stockBalance, stockQuantity } from '#functions/contract/inventory.ts';
import {
  add, allocate, decimal, fromCents, fromHundredths, isHundredths, multiply, percent, percentOf, roundHalfAwayFromZero, subtract, toCents, toHundredths,
} from '#functions/contract/money.ts';

/** Reference: round n/d half away from zero by comparing 2·|n| with |d|·(2q+1). */
function reference(n: bigint, d: bigint): bigint {
  const sign = (n < 0n) !== (d < 0n) ? -1n : 1n;
  const [a, b] = [n < 0n ? -n : n, d < 0n ? -d : d];
  let q = a / b;
  if (2n * a >= b * (2n * q + 1n)) q += 1n;
  return sign * q;
}

const big = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n });
const denominator = fc.bigInt({ min: 1n, max: 10n ** 9n });

describe('rounding', () => {
  it.each([[5n, 2n, 3n], [-5n, 2n, -3n], [7n, 3n, 2n], [-7n, 3n, -2n], [1n, 2n, 1n], [-1n, 2n, -1n], [1n, 3n, 0n], [-1n, 3n, 0n]])('%i/%i → %i', (n, d, r) => {
    expect(roundHalfAwayFromZero(n, d)).toBe(r);
  });

  it('agrees with the BigInt reference and is symmetric about zero', () => {
    fc.assert(fc.property(big, denominator, (n, d) => {
      expect(roundHalfAwayFromZero(n, d)).toBe(reference(n, d));
      expect(roundHalfAwayFromZero(-n, d)).toBe(-roundHalfAwayFromZero(n, d));
      expect(roundHalfAwayFromZero(n, -d)).toBe(-roundHalfAwayFromZero(n, d));
    }));
  });

  it('refuses a zero denominator', () => {
    expect(() => roundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });
});

describe('percentages, exactly', () => {
  it('multiplies first and rounds once', () => {
    expect(percentOf(1999, 6)).toBe(120); // 119.94
    expect(percentOf(50, 1)).toBe(1); // 0.5 rounds away from zero
    expect(percentOf(-50, 1)).toBe(-1);
    expect(percentOf(1005, 10)).toBe(101); // 100.5, where 1005 * 0.1 in floats is 100.49999999999999
    expect(percentOf(333, 12.5)).toBe(42); // 41.625
    expect(percentOf(10000, '0.1')).toBe(10);
  });

  it('reads decimals as written, not as binary floats', () => {
    expect(decimal(0.1)).toEqual({ n: 1n, d: 10n });
    expect(decimal(1e-7)).toEqual({ n: 1n, d: 10n ** 7n });
    expect(decimal('2.5e3')).toEqual({ n: 2500n, d: 1n });
    expect(() => decimal(Number.NaN)).toThrow(RangeError);
  });

  it('agrees with the BigInt reference for any cents and percentage with up to 4 decimals', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 1_000_000 }), (cents, tenThousandths) => {
      const pct = (tenThousandths / 10_000).toString();
      expect(percentOf(cents, pct)).toBe(Number(reference(BigInt(cents) * BigInt(tenThousandths), 1_000_000n)));
    }));
  });

  it('composes a whole formula before its one rounding (net of a 6% fee, 60% share, Pay Faster)', () => {
    const net = multiply(fromCents(10_000), percent(94));
    const services = multiply(subtract(net, fromCents(1_234)), percent(60));
    const total = multiply(subtract(add(services, fromCents(1_000)), multiply(fromCents(333), decimal(0.5))), percent(99));
    // ((9400 − 1234) × 0.6 + 1000 − 166.5) × 0.99 = 5675.8434
    expect(toCents(total)).toBe(5676);
  });
});

describe('allocate (largest remainder)', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [5, [3, 7], [2, 3]], // 1.5 and 3.5: tie, the earlier weight gets the cent
    [-100, [1, 1, 1], [-34, -33, -33]],
    [0, [2, 5], [0, 0]],
    [1000, [0, 1], [0, 1000]],
  ])('splits %i over %j as %j', (total, weights, shares) => {
    expect(allocate(total, weights)).toEqual(shares);
  });

  it('always adds up to the total, each share within a cent of its exact part', () => {
    const weights = fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 12 }).filter((w) => w.some((x) => x > 0));
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), weights, (total, w) => {
      const shares = allocate(total, w);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      const sum = BigInt(w.reduce((a, b) => a + b, 0));
      shares.forEach((share, i) => {
        const exact = BigInt(total) * BigInt(w[i] ?? 0);
        expect(BigInt(share) * sum - exact <= sum && exact - BigInt(share) * sum <= sum).toBe(true);
      });
    }));
  });

  it('refuses weights it cannot split by', () => {
    expect(() => allocate(100, [0, 0])).toThrow(RangeError);
    expect(() => allocate(100, [-1, 2])).toThrow(RangeError);
    expect(() => allocate(100, [])).toThrow(RangeError);
  });
});

describe('hundredths', () => {
  it('stores quantities as whole hundredths', () => {
    expect(toHundredths(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999 in floats
    expect(toHundredths(0.01)).toBe(1);
    expect(fromHundredths(115)).toBe(1.15);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (h) => {
      expect(toHundredths(fromHundredths(h))).toBe(h);
      expect(isHundredths(fromHundredths(h))).toBe(true);
    }));
  });

  it('tells two decimal places from more', () => {
    expect([1, 1.5, 1.25, 0.01].every(isHundredths)).toBe(true);
    expect([1.125, 0.001, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY].some(isHundredths)).toBe(false);
  });

  it('is the rule of the quantity contracts: a third decimal place is refused however small', () => {
    // The old tolerance (|q·100 − round(q·100)| < 1e-6) let 1.000000001 through and stored 100.
    for (const schema of [stockQuantity, stockBalance, treatmentBody.shape.quantity]) {
      expect(schema.safeParse(1.000000001).success).toBe(false);
      expect(schema.safeParse(1.25).success).toBe(true);
    }
  });
});
