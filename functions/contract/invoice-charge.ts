// THE provider charge and mentor fee of an invoice (REFERENCE §3.8), shared by the server (which
// stores the result and ignores any value the browser sends) and the web preview ("Total Owed to
// Provider"), so the two never disagree. Exact rational arithmetic (contract/money.ts), rounded once,
// half away from zero, to cents, and floored at 0.
import { add, fromCents, multiply, percent, subtract, toCents, type Ratio } from '#functions/contract/money.ts';

export const paymentTypes = ['credit_card', 'cherry', 'other'] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** The practice settings' defaults (REFERENCE §2.1 `payment_method_fee_percent`, `instant_pay_fee_percent`). */
export const defaultFeePercents: Readonly<Record<PaymentType, number>> = { credit_card: 6, cherry: 15, other: 3 };
export const defaultInstantPayFeePercent = 1;
/** A null percentage of the employee falls back to these; 0 stays 0 (REFERENCE §2.1 CB). */
export const defaultSharePercents = { service: 60, retail: 10, wellness: 20 } as const;

export interface ChargeLine {
  cost_price_cents: number;
  retail_price_cents: number;
  purchased_type: 'practice_purchased' | 'provider_purchased' | 'mentorship_purchased';
  /** Integer hundredths (150 = 1.50 units). */
  quantity: number;
}

export interface ChargeLines {
  products: readonly ChargeLine[];
  retail_products: readonly ChargeLine[];
  wellness_products: readonly ChargeLine[];
  mp_products: readonly ChargeLine[];
}

/** What the client paid and how (the invoice's own keys). */
export interface ChargeInput {
  payment_type: PaymentType;
  amt_paid_for_products_cents: number;
  amt_paid_for_retail_products_cents: number;
  amt_paid_for_wellness_products_cents: number;
  amt_paid_for_mp_products_cents: number;
  personal_discount_cents: number;
  instant_pay: boolean;
  lines: ChargeLines;
}

/** The employee's shares and the practice's fees. */
export interface ChargeRates {
  service_percentage: number | null;
  retail_percentage: number | null;
  wellness_percentage: number | null;
  fee_percents?: Readonly<Record<PaymentType, number>>;
  instant_pay_fee_percent?: number;
}

const one: Ratio = { n: 1n, d: 1n };
const complement = (pct: number): Ratio => subtract(one, percent(pct));
const feeOf = (type: PaymentType, rates: Pick<ChargeRates, 'fee_percents'>): number => (rates.fee_percents ?? defaultFeePercents)[type];
/** net(x) = x · (100 − p)/100 with p the fee of the payment type. */
const net = (cents: number, type: PaymentType, rates: Pick<ChargeRates, 'fee_percents'>): Ratio => multiply(fromCents(cents), complement(feeOf(type, rates)));
/** Σ price × quantity over `lines`, exact (quantities are hundredths). */
const lineSum = (lines: readonly ChargeLine[], price: (l: ChargeLine) => number): Ratio =>
  add(...lines.map((l) => ({ n: BigInt(price(l)) * BigInt(l.quantity), d: 100n })));
const cost = (l: ChargeLine) => l.cost_price_cents;
const retail = (l: ChargeLine) => l.retail_price_cents;
const floorZero = (cents: number): number => Math.max(0, cents);

/** The provider charge before rounding (exported for the BigInt reference test's diagnostics). */
export function exactProviderCharge(input: ChargeInput, rates: ChargeRates): Ratio {
  const s = rates.service_percentage ?? defaultSharePercents.service;
  const r = rates.retail_percentage ?? defaultSharePercents.retail;
  const w = rates.wellness_percentage ?? defaultSharePercents.wellness;
  const productCost = lineSum(input.lines.products, cost);
  const providerBought = lineSum(input.lines.products.filter((l) => l.purchased_type === 'provider_purchased'), cost);
  const services = add(multiply(subtract(net(input.amt_paid_for_products_cents, input.payment_type, rates), productCost), percent(s)), providerBought);
  const retailShare = multiply(net(input.amt_paid_for_retail_products_cents, input.payment_type, rates), percent(r));
  const wellnessShare = multiply(net(input.amt_paid_for_wellness_products_cents, input.payment_type, rates), percent(w));
  const total = subtract(add(services, retailShare, wellnessShare), multiply(fromCents(input.personal_discount_cents), { n: 1n, d: 2n }));
  return input.instant_pay ? multiply(total, complement(rates.instant_pay_fee_percent ?? defaultInstantPayFeePercent)) : total;
}

/** `charge_cents`: owed to the provider, rounded once and never below 0. */
export const providerCharge = (input: ChargeInput, rates: ChargeRates): number => floorZero(toCents(exactProviderCharge(input, rates)));

const exactClientPaidNet = (input: ChargeInput, rates: Pick<ChargeRates, 'fee_percents'>): Ratio => net(
  input.amt_paid_for_products_cents + input.amt_paid_for_retail_products_cents
  + input.amt_paid_for_wellness_products_cents + input.amt_paid_for_mp_products_cents, input.payment_type, rates,
);
const allLines = (lines: ChargeLines): ChargeLine[] => [...lines.products, ...lines.retail_products, ...lines.wellness_products, ...lines.mp_products];
const exactConsumableCost = (lines: ChargeLines): Ratio => lineSum(allLines(lines), retail);

/** `client_paid_net_cents`: everything the client paid, less the payment type's fee. */
export const clientPaidNet = (input: ChargeInput, rates: Pick<ChargeRates, 'fee_percents'> = {}): number => toCents(exactClientPaidNet(input, rates));
/** `total_consumable_cost_cents`: Σ retail price × quantity over all lines (named "cost", sums retail prices). */
export const totalConsumableCost = (lines: ChargeLines): number => toCents(exactConsumableCost(lines));

/** A mentor's fee on one invoice: (client paid net − consumables) × mentor %, rounded once, ≥ 0. */
export function mentorFee(input: ChargeInput, mentorPercentage: number, rates: Pick<ChargeRates, 'fee_percents'> = {}): number {
  return floorZero(toCents(multiply(subtract(exactClientPaidNet(input, rates), exactConsumableCost(input.lines)), percent(mentorPercentage))));
}

/** Every computed amount of an invoice at once (server and preview alike). */
export function invoiceAmounts(input: ChargeInput, rates: ChargeRates) {
  return {
    charge_cents: providerCharge(input, rates),
    client_paid_net_cents: clientPaidNet(input, rates),
    total_consumable_cost_cents: totalConsumableCost(input.lines),
    total_client_paid_cents: input.amt_paid_for_products_cents + input.amt_paid_for_retail_products_cents
      + input.amt_paid_for_wellness_products_cents + input.amt_paid_for_mp_products_cents,
  };
}
