// The root of every payments query. Payment reads bypass the 15-minute cache (REFERENCE §0.1).
export const paymentsKey = ['payments'] as const;

/** The browser leaves for Stripe's hosted page (or the local emulator's) in the same tab. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
