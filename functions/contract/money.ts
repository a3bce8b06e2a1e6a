// Money and quantities, shared by the API and the browser (REFERENCE §0.1, CB 3): integer cents in
// storage and on the wire, people read and type "$1,234.56". Arithmetic on amounts is exact (bigint
// ratios) and rounds once, half away from zero; text ↔ cents goes digit by digit, never through a
// float (`12.3 * 100` is 1229.9999999999998). Plain functions so a bundle keeps only what it calls.

export const currencies = ['usd'] as const;
export type Currency = (typeof currencies)[number];
const symbols: Readonly<Record<Currency, string>> = { usd: '$' };

/** An exact fraction n/d with d > 0 (not reduced: amounts stay small enough for bigint). */
export interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * The exact value of a decimal: 6.5 → 65/10. A number is read through its shortest text, so 0.1 is
 * one tenth, not the binary float nearest to it.
 */
export function decimal(value: number | string): Ratio {
  const match = decimalPattern.exec(String(value));
  if (!match) throw new RangeError(`Not a decimal number: ${String(value)}`);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const shift = Number(exponent) - fraction.length;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return shift >= 0 ? { n: digits * 10n ** BigInt(shift), d: 1n } : { n: digits, d: 10n ** BigInt(-shift) };
}

/** Integer cents as a ratio (throws on a fraction of a cent or an unsafe integer). */
export function fromCents(cents: number): Ratio {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
  return { n: BigInt(cents), d: 1n };
}

/** `percent` (0–100, decimals allowed) as the fraction it multiplies by: 6 → 6/100. */
export const percent = (value: number | string): Ratio => {
  const r = decimal(value);
  return { n: r.n, d: r.d * 100n };
};

export const add = (...terms: readonly Ratio[]): Ratio =>
  terms.reduce((sum, t) => ({ n: sum.n * t.d + t.n * sum.d, d: sum.d * t.d }), { n: 0n, d: 1n });

export const subtract = (a: Ratio, b: Ratio): Ratio => add(a, { n: -b.n, d: b.d });

export const multiply = (...factors: readonly Ratio[]): Ratio =>
  factors.reduce((product, f) => ({ n: product.n * f.n, d: product.d * f.d }), { n: 1n, d: 1n });

/** The one rounding rule: n/d to the nearest integer, halves away from zero (2.5 → 3, -2.5 → -3). */
export function roundHalfAwayFromZero(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('Division by zero');
  const negative = n < 0n !== d < 0n;
  const [absN, absD] = [n < 0n ? -n : n, d < 0n ? -d : d];
  const rounded = absN / absD + (2n * (absN % absD) >= absD ? 1n : 0n);
  return negative ? -rounded : rounded;
}

/** A ratio of cents rounded once to whole cents. */
export function toCents(amount: Ratio): number {
  const cents = Number(roundHalfAwayFromZero(amount.n, amount.d));
  if (!Number.isSafeInteger(cents)) throw new RangeError('Amount out of range');
  return cents;
}

/** `pct` percent of `cents`, rounded once: percentOf(1999, 6) = 120 (119.94). */
export const percentOf = (cents: number, pct: number | string): number => toCents(multiply(fromCents(cents), percent(pct)));

/**
 * `totalCents` split over non-negative integer `weights` by largest remainder: every share is its
 * exact part rounded down, and the cents left over go one each to the largest remainders (the
 * earlier weight on a tie), so the shares always add up to the total. A negative total mirrors.
 */
export function allocate(totalCents: number, weights: readonly number[]): number[] {
  const total = fromCents(totalCents).n;
  if (total < 0n) return allocate(-totalCents, weights).map((share) => (share === 0 ? 0 : -share));
  const w = weights.map((weight) => fromCents(weight).n);
  const sum = w.reduce((a, b) => a + b, 0n);
  if (w.some((weight) => weight < 0n) || sum === 0n) throw new RangeError('Weights must be non-negative with a positive sum');
  const shares = w.map((weight) => (total * weight) / sum);
  let left = total - shares.reduce((a, b) => a + b, 0n);
  const byRemainder = w.map((weight, i) => ({ i, rest: (total * weight) % sum })).sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of byRemainder) {
    if (left === 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** Quantities travel as decimals with ≤ 2 places (1.25 vials) and are stored as integer hundredths. */
export const toHundredths = (quantity: number): number => toCents(multiply(decimal(quantity), { n: 100n, d: 1n }));
export const fromHundredths = (hundredths: number): number => hundredths / 100;
/** True when `quantity` has at most two decimal places (as written: 0.1 + 0.2 does not). */
export const isHundredths = (quantity: number): boolean => Number.isFinite(quantity) && 100n % decimal(quantity).d === 0n;

const amountPattern = /^(-?)(\$?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;
/** Above this many whole units the cents would no longer be exact JavaScript integers. */
const maxWholeDigits = 13;

/**
 * The cents of typed money ("12.3" → 1230, "$1,234.56" → 123456, ".5" → 50, "-$5" → -500), or
 * undefined when the text is blank or not an amount: more than two decimals, letters, bad grouping,
 * exponents, a symbol of another currency.
 */
export function parseMoney(text: string, currency: Currency = 'usd'): number | undefined {
  const match = amountPattern.exec(text.replace(/\s+/g, ''));
  if (!match) return undefined;
  const [, sign = '', symbol = '', grouped = '', fraction = ''] = match;
  if (symbol !== '' && symbol !== symbols[currency]) return undefined;
  const whole = grouped.replaceAll(',', '');
  // "$", "." and "" carry no digit at all.
  if ((whole === '' && fraction === '') || whole.length > maxWholeDigits) return undefined;
  const cents = Number(whole === '' ? '0' : whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && cents !== 0 ? -cents : cents;
}

function digitsOf(cents: number): { sign: string; whole: string; fraction: string } {
  const absolute = fromCents(cents).n < 0n ? -BigInt(cents) : BigInt(cents);
  return { sign: cents < 0 ? '-' : '', whole: String(absolute / 100n), fraction: String(absolute % 100n).padStart(2, '0') };
}

/** "$1,234.56" for 123456; "-$5.00" for -500. */
export function formatMoney(cents: number, currency: Currency = 'usd'): string {
  const { sign, whole, fraction } = digitsOf(cents);
  return `${sign}${symbols[currency]}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}

/** The text an amount input starts from: "1234.56" (no symbol or commas, so it edits easily). */
export function moneyInputText(cents: number): string {
  const { sign, whole, fraction } = digitsOf(cents);
  return `${sign}${whole}.${fraction}`;
}
