// The fee claim (docs/data-model.md §2.7, AP-APPT-12, decision 032): one item per appointment and fee
// kind that makes a cancellation or no-show fee charge at most once, however many requests race.
// A claim is `charging` while one request talks to Stripe, then `paid` or `failed`; only a `failed`
// claim may be claimed again (the retry), and each attempt has its own idempotency key and Payment id.
import { ulid } from 'ulid';
import { readItem } from '#functions/lib/db/attributes.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { putItem, updateItem } from '#functions/lib/db/write.ts';
import { paymentKeys, type FeeKind } from '#functions/model/payment-keys.ts';

/** A request that crashed mid-charge leaves `charging`; after this long another may take it over. */
const leaseMs = 2 * 60_000;

export interface FeeClaim {
  kind: FeeKind;
  /** 1 for the first charge; each retry after a failure adds one. */
  attempt: number;
  /** The Payment this attempt records, whatever the outcome. */
  paymentId: string;
  /** Fixed by the first attempt (a late-cancel fee depends on what was paid when it was cancelled). */
  amountCents: number;
}

export type FeeClaimState = 'charging' | 'paid' | 'failed';

export async function readFeeClaim(appointmentId: string, kind: FeeKind): Promise<(FeeClaim & { status: FeeClaimState; leaseUntil: string }) | null> {
  const item = await getItem(paymentKeys.feeClaim(appointmentId, kind), true);
  if (!item) return null;
  const r = readItem('fee_claim', item);
  return {
    kind, attempt: r.int('attempt'), paymentId: r.string('payment_id'), amountCents: r.int('amount_cents'), leaseUntil: r.string('lease_until'),
    status: r.enumValue('status', ['charging', 'paid', 'failed'] as const),
  };
}

/**
 * Takes the claim: the first charge (no item yet), a retry of a `failed` one (next attempt), or a
 * crashed `charging` one whose lease ran out (same attempt, so Stripe replays its answer). `null`
 * when another request holds it or the fee is paid.
 */
export interface ClaimRequest {
  appointmentId: string;
  kind: FeeKind;
  /** The amount of a first attempt; a retry charges the amount the first one fixed. */
  amountCents: number;
  /** Whether a `failed` claim may be taken again (`charge_fee`), or only a new one (the status change, the cancel). */
  retry: boolean;
  now: Date;
}

export async function claimFee({ appointmentId, kind, amountCents, retry, now }: ClaimRequest): Promise<FeeClaim | null> {
  const key = paymentKeys.feeClaim(appointmentId, kind);
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const at = now.toISOString();
  const first: FeeClaim = { kind, attempt: 1, paymentId: ulid(), amountCents };
  const created = await putItem({
    ...key, entity: 'fee_claim', appointment_id: appointmentId, kind, status: 'charging', attempt: 1, payment_id: first.paymentId, amount_cents: amountCents,
    lease_until: leaseUntil, created_at: at, updated_at: at,
  }, { expression: 'attribute_not_exists(PK)' });
  if (created) return first;
  const held = await readFeeClaim(appointmentId, kind);
  if (!held) return null;
  const stale = held.status === 'charging' && held.leaseUntil < at;
  if (!stale && !(retry && held.status === 'failed')) return null;
  const next: FeeClaim = stale ? held : { kind, attempt: held.attempt + 1, paymentId: ulid(), amountCents: held.amountCents };
  const taken = await updateItem(key, {
    expression: 'SET #st = :charging, attempt = :next, payment_id = :pid, lease_until = :lease, updated_at = :at',
    condition: '#st = :was AND attempt = :n',
    names: { '#st': 'status' },
    values: { ':charging': 'charging', ':next': next.attempt, ':pid': next.paymentId, ':lease': leaseUntil, ':at': at, ':was': held.status, ':n': held.attempt },
  });
  return taken === false ? null : next;
}

/** Ends the attempt held by this request. */
export async function finishFeeClaim(appointmentId: string, claim: FeeClaim, status: 'paid' | 'failed'): Promise<void> {
  await updateItem(paymentKeys.feeClaim(appointmentId, claim.kind), {
    expression: 'SET #st = :status, updated_at = :at',
    condition: '#st = :charging AND attempt = :n',
    names: { '#st': 'status' },
    values: { ':status': status, ':at': new Date().toISOString(), ':charging': 'charging', ':n': claim.attempt },
  });
}
