// Stripe's documented test card numbers. Any other number is refused as Stripe refuses real cards
// in test mode, so a typo never "succeeds".
export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex';
  /** Set for cards that are declined: Stripe's code, decline code and message. */
  decline?: { code: string; decline_code?: string; message: string };
  /** Saved (setup mode, attach) fine, but every charge on it is declined: Stripe's 4000 0000 0000 0341. */
  chargeDecline?: { code: string; decline_code?: string; message: string };
}

const cards: TestCard[] = [
  { number: '4242424242424242', brand: 'visa' },
  { number: '4000056655665556', brand: 'visa' },
  { number: '5555555555554444', brand: 'mastercard' },
  { number: '378282246310005', brand: 'amex' },
  { number: '4000000000000002', brand: 'visa', decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
  { number: '4000000000009995', brand: 'visa', decline: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
  { number: '4000000000000341', brand: 'visa', chargeDecline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
  { number: '4000000000000069', brand: 'visa', decline: { code: 'expired_card', message: 'Your card has expired.' } },
];

export const testCardByNumber = (number: unknown): TestCard | undefined => cards.find((c) => c.number === number);

export type CardLookup = { card: TestCard } | { error: string };

export function lookupTestCard(raw: string): CardLookup {
  const number = raw.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { error: 'Your card number is incomplete.' };
  const card = testCardByNumber(number);
  if (!card) return { error: 'Your card was declined. Your request was in test mode, but used a non test card.' };
  return { card };
}
