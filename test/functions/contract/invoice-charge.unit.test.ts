// The provider charge and mentor fee (REFERENCE §3.8): a table worked by hand, then fast-check
// properties against a straightforward BigInt reference written from the formula, independently of
// contract/money.ts. Pure: needs no DynamoDB.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientPaidNet, invoiceAmounts, mentorFee, paymentTypes, providerCharge, totalConsumableCost,
  type ChargeInput, type ChargeLine, type ChargeRates, type PaymentType,
} from '#functions/contract/invoice-charge.ts';

const line = (cost: number, retail: number, hundredths: number, purchased: ChargeLine['purchased_type'] = 'practice_purchased'): ChargeLine => ({
  cost_price_cents: cost, retail_price_cents: retail, purchased_type: purchased, quantity: hundredths,
});
const input = (over: Partial<Omit<ChargeInput, 'lines'>> & { lines?: Partial<ChargeInput['lines']> } = {}): ChargeInput => ({
  payment_type: 'credit_card', amt_paid_for_products_cents: 0, amt_paid_for_retail_products_cents: 0,
  amt_paid_for_wellness_products_cents: 0, amt_paid_for_mp_products_cents: 0, personal_discount_cents: 0, instant_pay: false,
  ...over,
  lines: { products: [], retail_products: [], wellness_products: [], mp_products: [], ...over.lines },
});
const rates: ChargeRates = { service_percentage: 60, retail_percentage: 10, wellness_percentage: 20 };
const toxin20 = line(644, 1200, 2000);

describe('provider charge, worked by hand', () => {
  it.each<[string, ChargeInput, ChargeRates, number]>([
    // (100000·0.94 − 644·20)·0.60 = (94000 − 12880)·0.6 = 48672
    ['services on a credit card', input({ amt_paid_for_products_cents: 100000, lines: { products: [toxin20] } }), rates, 48672],
    // + the provider-purchased cost back: 48672 + 12880
    ['provider-purchased line', input({ amt_paid_for_products_cents: 100000, lines: { products: [line(644, 1200, 2000, 'provider_purchased')] } }), rates, 61552],
    // 10000·0.85·0.10 = 850
    ['retail paid with Cherry', input({ payment_type: 'cherry', amt_paid_for_retail_products_cents: 10000 }), rates, 850],
    // 5000·0.97·0.20 = 970
    ['wellness paid otherwise', input({ payment_type: 'other', amt_paid_for_wellness_products_cents: 5000 }), rates, 970],
    // 970 − 3·0.5 = 968.5 → 969 (half away from zero; banker's rounding would give 968)
    ['half the personal discount, rounded once', input({ payment_type: 'other', amt_paid_for_wellness_products_cents: 5000, personal_discount_cents: 3 }), rates, 969],
    // 48672·0.99 = 48185.28 → 48185
    ['Pay Faster takes 1 %', input({ amt_paid_for_products_cents: 100000, instant_pay: true, lines: { products: [toxin20] } }), rates, 48185],
    // (940 − 6440)·0.6 = −3300 → floored at 0
    ['floored at zero', input({ amt_paid_for_products_cents: 1000, lines: { products: [line(644, 1200, 1000)] } }), rates, 0],
    // null → 60/10/20: same as the first row
    ['null percentages fall back', input({ amt_paid_for_products_cents: 100000, lines: { products: [toxin20] } }),
      { service_percentage: null, retail_percentage: null, wellness_percentage: null }, 48672],
    // 0 stays 0
    ['a zero service share is zero', input({ amt_paid_for_products_cents: 100000, lines: { products: [toxin20] } }), { ...rates, service_percentage: 0 }, 0],
    // (94000 − 30000·1.25)·0.6 = (94000 − 37500)·0.6 = 33900
    ['fractional quantities', input({ amt_paid_for_products_cents: 100000, lines: { products: [line(30000, 65000, 125)] } }), rates, 33900],
    // the fee percentages come from the settings: 10000·0.90·0.10 = 900
    ['practice fee settings', input({ amt_paid_for_retail_products_cents: 10000 }), { ...rates, fee_percents: { credit_card: 10, cherry: 15, other: 3 } }, 900],
  ])('%s', (_name, value, rate, expected) => {
    expect(providerCharge(value, rate)).toBe(expected);
  });
});

describe('mentor fee and the amounts it uses, worked by hand', () => {
  const paid = input({ amt_paid_for_products_cents: 100000, amt_paid_for_retail_products_cents: 10000, lines: { products: [toxin20] } });

  it('nets everything the client paid and sums retail prices over every line', () => {
    expect(clientPaidNet(paid)).toBe(103400); // 110000·0.94
    expect(totalConsumableCost(paid.lines)).toBe(24000); // 1200·20
    expect(mentorFee(paid, 10)).toBe(7940); // (103400 − 24000)·0.10
    expect(clientPaidNet(input({ payment_type: 'other', amt_paid_for_mp_products_cents: 1050 }))).toBe(1019); // 1018.5
  });

  it('is never negative', () => {
    expect(mentorFee(input({ amt_paid_for_products_cents: 100, lines: { mp_products: [toxin20] } }), 10)).toBe(0);
  });

  it('gathers every amount', () => {
    expect(invoiceAmounts(paid, rates)).toEqual({ charge_cents: 48672 + 940, client_paid_net_cents: 103400, total_consumable_cost_cents: 24000, total_client_paid_cents: 110000 });
  });
});

// ---------------------------------------------------------------- the BigInt reference

const fees: Record<PaymentType, bigint> = { credit_card: 6n, cherry: 15n, other: 3n };
function roundRef(n: bigint, d: bigint): bigint {
  const a = n < 0n ? -n : n;
  let q = a / d;
  if (2n * a >= d * (2n * q + 1n)) q += 1n;
  return n < 0n ? -q : q;
}
const sumOf = (lines: readonly ChargeLine[], f: (l: ChargeLine) => bigint) => lines.reduce((s, l) => s + f(l), 0n);

/** Everything over 2·10⁸: fee %, share %, hundredths, the discount's half, Pay Faster's %. */
function referenceCharge(v: ChargeInput, r: ChargeRates): bigint {
  const p = 100n - fees[v.payment_type];
  const [s, rr, w] = [BigInt(r.service_percentage ?? 60), BigInt(r.retail_percentage ?? 10), BigInt(r.wellness_percentage ?? 20)];
  const costQ = sumOf(v.lines.products, (l) => BigInt(l.cost_price_cents) * BigInt(l.quantity)); // cents·100
  const bought = sumOf(v.lines.products.filter((l) => l.purchased_type === 'provider_purchased'), (l) => BigInt(l.cost_price_cents) * BigInt(l.quantity));
  // in units of 1/10⁶ cent, then the discount and Pay Faster
  const services = BigInt(v.amt_paid_for_products_cents) * p * s * 100n - costQ * s * 100n + bought * 10_000n;
  const shares = (BigInt(v.amt_paid_for_retail_products_cents) * rr + BigInt(v.amt_paid_for_wellness_products_cents) * w) * p * 100n;
  const total = services + shares - BigInt(v.personal_discount_cents) * 500_000n;
  const [n, d] = v.instant_pay ? [total * 99n, 100_000_000n] : [total, 1_000_000n];
  const rounded = roundRef(n, d);
  return rounded < 0n ? 0n : rounded;
}

function referenceMentorFee(v: ChargeInput, pct: number): bigint {
  const paid = BigInt(v.amt_paid_for_products_cents + v.amt_paid_for_retail_products_cents + v.amt_paid_for_wellness_products_cents + v.amt_paid_for_mp_products_cents);
  const all = [...v.lines.products, ...v.lines.retail_products, ...v.lines.wellness_products, ...v.lines.mp_products];
  const consumables = sumOf(all, (l) => BigInt(l.retail_price_cents) * BigInt(l.quantity)); // cents·100
  const rounded = roundRef((paid * (100n - fees[v.payment_type]) - consumables) * BigInt(pct), 10_000n);
  return rounded < 0n ? 0n : rounded;
}

const cents = fc.integer({ min: 0, max: 5_000_000 });
const chargeLine = fc.record({
  cost_price_cents: fc.integer({ min: 0, max: 100_000 }), retail_price_cents: fc.integer({ min: 0, max: 200_000 }),
  purchased_type: fc.constantFrom('practice_purchased', 'provider_purchased', 'mentorship_purchased') as fc.Arbitrary<ChargeLine['purchased_type']>,
  quantity: fc.integer({ min: 1, max: 10_000 }),
});
const lines = fc.array(chargeLine, { maxLength: 4 });
const chargeInput: fc.Arbitrary<ChargeInput> = fc.record({
  payment_type: fc.constantFrom(...paymentTypes),
  amt_paid_for_products_cents: cents, amt_paid_for_retail_products_cents: cents,
  amt_paid_for_wellness_products_cents: cents, amt_paid_for_mp_products_cents: cents,
  personal_discount_cents: fc.oneof(fc.constant(0), fc.constant(1), fc.integer({ min: 0, max: 100_000 })),
  instant_pay: fc.boolean(),
  lines: fc.record({ products: lines, retail_products: lines, wellness_products: lines, mp_products: lines }),
});
const share = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null });
const chargeRates: fc.Arbitrary<ChargeRates> = fc.record({ service_percentage: share, retail_percentage: share, wellness_percentage: share });

describe('against the BigInt reference', () => {
  it('the provider charge agrees for every payment type, null percentages and Pay Faster', () => {
    fc.assert(fc.property(chargeInput, chargeRates, (v, r) => {
      expect(BigInt(providerCharge(v, r))).toBe(referenceCharge(v, r));
    }), { numRuns: 500 });
  });

  it('the mentor fee agrees, including exact halves of a cent', () => {
    fc.assert(fc.property(chargeInput, fc.integer({ min: 0, max: 100 }), (v, pct) => {
      expect(BigInt(mentorFee(v, pct))).toBe(referenceMentorFee(v, pct));
    }), { numRuns: 500 });
  });

  it('rounds a half cent away from zero at the boundary', () => {
    // 1 cent of discount alone is −0.5 → −1 → floored; 2·x + 1 cents of retail at 10 % on "other" lands on halves.
    fc.assert(fc.property(fc.integer({ min: 0, max: 1000 }), (k) => {
      const v = input({ payment_type: 'other', amt_paid_for_wellness_products_cents: 5000, personal_discount_cents: 2 * k + 1 });
      expect(BigInt(providerCharge(v, rates))).toBe(referenceCharge(v, rates));
    }));
  });
});
