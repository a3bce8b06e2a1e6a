import { invoiceChargeRates } from '#functions/contract/invoice-views.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

/** GET /api/invoice_charge_rates (staff): the fee percentages the server charges with, so the preview computes the same. */
export const getChargeRatesEndpoint = defineEndpoint({
  access: 'staff',
  response: invoiceChargeRates,
  handler: async () => {
    const settings = await loadPracticeSettings();
    return { payment_method_fee_percent: settings.payment_method_fee_percent, instant_pay_fee_percent: settings.instant_pay_fee_percent };
  },
});
