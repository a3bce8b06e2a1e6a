// The deposit rule of client booking (REFERENCE §3.7, CB 7), shared by the server, which takes it,
// and the booking confirm page, which shows it before the client confirms (issue 22 fix 1).
/** Stripe cannot take less than $0.50: such a deposit is waived rather than blocking the booking. */
export const stripeMinimumCents = 50;

export interface DepositInput {
  /** The employee's `require_deposit`. */
  employeeRequiresDeposit: boolean;
  /** The client's payment policy. */
  noPaymentRequired: boolean;
  requiresFullPayment: boolean;
  /** The practice's `deposit_amount_cents`. */
  depositAmountCents: number;
  totalCents: number;
}

/** The deposit due at booking in cents: min(deposit setting, total), the total for full payment, or null when none is. */
export function depositDueCents(d: DepositInput): number | null {
  if (!d.employeeRequiresDeposit || d.noPaymentRequired) return null;
  const amount = d.requiresFullPayment ? d.totalCents : Math.min(d.depositAmountCents, d.totalCents);
  return amount >= stripeMinimumCents ? amount : null;
}
