// What a Checkout session we created says about itself (its metadata, written by the server and
// read back from Stripe, never from the browser): the purpose, the appointment and, for a staff
// checkout, the lines and their amounts.

export type CheckoutPurpose = 'deposit' | 'balance' | 'line';

export interface SessionLine {
  lineId: string;
  amountCents: number;
}

export interface CheckoutMetadata {
  purpose: CheckoutPurpose | 'save_card';
  scheduleId: string | null;
  clientId: string | null;
  lines: SessionLine[];
}

const purposes = ['deposit', 'balance', 'line', 'save_card'] as const;

/** `lines` = `<lineId>:<cents>;…` (metadata values are strings of at most 500 characters). */
export function encodeLines(lines: readonly SessionLine[]): string {
  return lines.map((l) => `${l.lineId}:${l.amountCents}`).join(';');
}

function decodeLines(raw: string | undefined): SessionLine[] {
  if (!raw) return [];
  return raw.split(';').map((part) => {
    const [lineId = '', cents = ''] = part.split(':');
    return { lineId, amountCents: Number(cents) };
  }).filter((l) => l.lineId !== '' && Number.isInteger(l.amountCents) && l.amountCents > 0);
}

export function readMetadata(metadata: Record<string, string>): CheckoutMetadata | null {
  const purpose = purposes.find((p) => p === metadata.purpose);
  if (!purpose) return null;
  return { purpose, scheduleId: metadata.schedule_id ?? null, clientId: metadata.client_id ?? null, lines: decodeLines(metadata.lines) };
}
