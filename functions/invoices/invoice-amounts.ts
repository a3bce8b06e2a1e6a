// The bridge between stored invoices and the shared charge function (contract/invoice-charge.ts):
// the charge input of a record, the rates of an employee and the practice, and the amounts a
// (re)submission stores. One place, so submission, resubmission and the admin edit compute alike.
import { invoiceAmounts, type ChargeInput, type ChargeLine, type ChargeRates } from '#functions/contract/invoice-charge.ts';
import { lineSections } from '#functions/contract/invoices.ts';
import type { PracticeSettings } from '#functions/contract/settings.ts';
import type { InvoiceRecord, StoredLine, StoredLines } from '#functions/model/invoice-record.ts';
import type { EmployeeRoot } from '#functions/model/employee-record.ts';

const chargeLine = (l: StoredLine): ChargeLine => ({
  cost_price_cents: l.costPriceCents, retail_price_cents: l.retailPriceCents, purchased_type: l.purchasedType, quantity: l.quantity,
});

export function chargeLinesOf(lines: StoredLines): ChargeInput['lines'] {
  return Object.fromEntries(lineSections.map((s) => [s, lines[s].map(chargeLine)])) as unknown as ChargeInput['lines'];
}

type AmountFields = Pick<InvoiceRecord, 'paymentType' | 'amtPaidForProductsCents' | 'amtPaidForRetailProductsCents'
  | 'amtPaidForWellnessProductsCents' | 'amtPaidForMpProductsCents' | 'personalDiscountCents' | 'instantPay' | 'lineItems'>;

export function chargeInputOf(r: AmountFields): ChargeInput {
  return {
    payment_type: r.paymentType, amt_paid_for_products_cents: r.amtPaidForProductsCents,
    amt_paid_for_retail_products_cents: r.amtPaidForRetailProductsCents, amt_paid_for_wellness_products_cents: r.amtPaidForWellnessProductsCents,
    amt_paid_for_mp_products_cents: r.amtPaidForMpProductsCents, personal_discount_cents: r.personalDiscountCents,
    instant_pay: r.instantPay, lines: chargeLinesOf(r.lineItems),
  };
}

export function ratesOf(employee: Pick<EmployeeRoot, 'service_percentage' | 'retail_percentage' | 'wellness_percentage'>, settings: PracticeSettings): ChargeRates {
  return {
    service_percentage: employee.service_percentage, retail_percentage: employee.retail_percentage, wellness_percentage: employee.wellness_percentage,
    fee_percents: settings.payment_method_fee_percent, instant_pay_fee_percent: settings.instant_pay_fee_percent,
  };
}

/** The computed amounts of a service invoice, or of an evaluation (no charge). */
export function computedAmounts(r: AmountFields & Pick<InvoiceRecord, 'kind'>, rates: ChargeRates) {
  const amounts = invoiceAmounts(chargeInputOf(r), rates);
  const charge = r.kind === 'evaluation' ? null : amounts.charge_cents;
  return {
    chargeCents: charge, computedChargeCents: charge, clientPaidNetCents: amounts.client_paid_net_cents,
    totalConsumableCostCents: amounts.total_consumable_cost_cents, totalClientPaidCents: amounts.total_client_paid_cents,
  };
}
