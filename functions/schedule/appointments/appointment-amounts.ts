// Appointment amounts (REFERENCE §3.7), computed on read and never stored. Pure: the payments
// engineer's checkout, `remaining_paid` and fulfilment use the same numbers as the DTOs.
import { feePaymentKinds, type PaymentState } from '#functions/contract/schedule.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';

export interface LineAmount {
  /** The ScheduleTreatment or ScheduleProduct id. */
  lineId: string;
  kind: 'treatment' | 'product';
  totalCents: number;
  paidCents: number;
  remainingCents: number;
}

export interface AppointmentAmounts {
  totalCents: number;
  paidCents: number;
  remainingCents: number;
  paymentState: PaymentState;
  /** Treatments first, then products, each in line order. */
  lines: LineAmount[];
}

type AmountInput = Pick<AppointmentRecord, 'treatments' | 'products' | 'payments'>;

const isFee = (kind: string): boolean => (feePaymentKinds as readonly string[]).includes(kind);

export function paymentStateOf(paidCents: number, remainingCents: number): PaymentState {
  if (paidCents === 0) return 'unpaid';
  return remainingCents <= 0 ? 'paid' : 'partially_paid';
}

/**
 * total = Σ lines (treatment `price_cents`, product `unit_price_cents × quantity`); paid = Σ `paid`
 * payments (fees excluded: they pay for the lost time, not a line); remaining = total − paid. Per line: the payments naming that line, then the
 * appointment-level payments (deposit, balance, in person) allocated in line order.
 */
export function computeAmounts(a: AmountInput): AppointmentAmounts {
  const lines: LineAmount[] = [
    ...[...a.treatments].sort((x, y) => x.position - y.position)
      .map((t) => ({ lineId: t.id, kind: 'treatment' as const, totalCents: t.priceCents, paidCents: 0, remainingCents: 0 })),
    ...a.products.map((p) => ({ lineId: p.id, kind: 'product' as const, totalCents: p.unitPriceCents * p.quantity, paidCents: 0, remainingCents: 0 })),
  ];
  const byId = new Map(lines.map((l) => [l.lineId, l]));
  let unallocated = 0;
  let paidCents = 0;
  for (const payment of a.payments) {
    if (payment.status !== 'paid' || isFee(payment.kind)) continue;
    paidCents += payment.amountCents;
    const line = byId.get(payment.scheduleTreatmentId ?? payment.scheduleProductId ?? '');
    if (line) line.paidCents += payment.amountCents;
    else unallocated += payment.amountCents;
  }
  for (const line of lines) {
    const room = Math.max(0, line.totalCents - line.paidCents);
    const share = Math.min(room, unallocated);
    line.paidCents += share;
    unallocated -= share;
    line.remainingCents = Math.max(0, line.totalCents - line.paidCents);
  }
  const totalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const remainingCents = Math.max(0, totalCents - paidCents);
  return { totalCents, paidCents, remainingCents, paymentState: paymentStateOf(paidCents, remainingCents), lines };
}

/** What is still owed on one line (0 for an unknown line). */
export function remainingOnLine(amounts: AppointmentAmounts, lineId: string): number {
  return amounts.lines.find((l) => l.lineId === lineId)?.remainingCents ?? 0;
}

/** What has been paid on one line, the allocated appointment-level payments included. */
export function paidOnLine(amounts: AppointmentAmounts, lineId: string): number {
  return amounts.lines.find((l) => l.lineId === lineId)?.paidCents ?? 0;
}
