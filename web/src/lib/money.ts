// Money in the UI (REFERENCE §0.1, CB 3): the API speaks integer cents, people read and type dollars
// ("$1,234.56"). Typed text becomes cents by integer arithmetic on its digits, never through a float
// (`12.3 * 100` is 1229.9999999999998), and cents become text the same way.

/** An optional "$", digits (plain or grouped by commas in threes), an optional point and ≤ 2 decimals. */
const amountPattern = /^\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/** Above this many whole dollars the cents would no longer be exact JavaScript integers. */
const maxWholeDigits = 13;

/**
 * The cents of a typed dollar amount ("12.3" → 1230, "$1,234.56" → 123456, ".5" → 50), or undefined
 * when the text is blank or not an amount: negative, more than two decimals, letters, bad grouping.
 */
export function parseDollars(text: string): number | undefined {
  const match = amountPattern.exec(text.trim().replace(/\s+/g, ''));
  if (!match) return undefined;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  // "$", "." and "" carry no digit at all.
  if (whole === '' && fraction === '') return undefined;
  if (whole.length > maxWholeDigits) return undefined;
  return Number(whole === '' ? '0' : whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function splitCents(cents: number): { sign: string; whole: number; fraction: string } {
  const absolute = Math.abs(Math.trunc(cents));
  return { sign: cents < 0 ? '-' : '', whole: Math.floor(absolute / 100), fraction: String(absolute % 100).padStart(2, '0') };
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "$1,234.56" for 123456; "-$5.00" for -500. */
export function formatCents(cents: number): string {
  const { sign, whole, fraction } = splitCents(cents);
  return `${sign}$${grouped.format(whole)}.${fraction}`;
}

/** The text an amount input starts from: "1234.56" (no "$" or commas, so it edits easily). */
export function centsToDollarsText(cents: number): string {
  const { sign, whole, fraction } = splitCents(cents);
  return `${sign}${whole}.${fraction}`;
}
