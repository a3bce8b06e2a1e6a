// Subscription words as My Profile shows them (REFERENCE §3.13, §5 Subscription Plans): Stripe's
// statuses, a price per interval, and the end date. The end of a subscription is the staff member's
// own business, so it is shown in their browser's zone (named explicitly), not a location's.
import type { PriceView, SubscriptionStatus } from '#functions/contract/subscriptions.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { formatDate } from '#web/lib/zoned-time.ts';

export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  incomplete: 'Incomplete', incomplete_expired: 'Expired before payment', trialing: 'Trial', active: 'Active',
  past_due: 'Past due', canceled: 'Cancelled', unpaid: 'Unpaid', paused: 'Paused',
};

const intervals: Record<string, string> = { month: 'month', year: 'year', week: 'week', day: 'day' };

/** `$29.00 / month`. */
export function priceText(price: Pick<PriceView, 'unit_amount_cents' | 'interval'>): string {
  const per = price.interval === null ? '' : ` / ${intervals[price.interval] ?? price.interval}`;
  return `${formatMoney(price.unit_amount_cents)}${per}`;
}

/** "Monthly", "Yearly", else the product's name. */
export function priceName(price: Pick<PriceView, 'lookup_key' | 'product'>): string {
  if (price.lookup_key === 'monthly') return 'Monthly';
  if (price.lookup_key === 'yearly') return 'Yearly';
  return price.product.name;
}

export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant as MM/DD/YYYY in the viewer's zone. */
export const formatEndDate = (instant: string): string => formatDate(instant, viewerZone());
