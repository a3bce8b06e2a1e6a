// The roll-ups stay equal to the rows (data model §2.12): random sequences of invoice and appointment
// writes through the real services, then the summary read from the roll-ups equals the summary the
// rows give (the pre-roll-up computation, row-summary-oracle.ts), and the stored items equal the
// roll-ups recomputed from the rows, exactly in cents; and racing writes of several kinds on ONE day,
// location and employee all land (a TransactionConflict, injected as DynamoDB would raise it, is
// retried) with the same result.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '#functions/lib/db/client.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';
import { listRollups } from '#functions/lib/rollups/rollup-repository.ts';
import { figureOf, practiceDate, type FigureName } from '#functions/model/report-rollup.ts';
import { loadReportScope, summaryOf } from '#functions/reports/public.ts';
import { appointmentOps, book, invoiceOps, nextStart, rollupPractice, slotBase, submitOne, type RollupPractice } from '#test/functions/reports/rollup-kit.ts';
import { normalised, recomputedRollups, rowSummaryOf } from '#test/functions/reports/row-summary-oracle.ts';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 180_000 });

const zone = 'America/Chicago';
const dayMs = 86_400_000;
let p: RollupPractice;
let range: { start_date: string; end_date: string };
beforeAll(async () => {
  p = await rollupPractice();
  range = { start_date: practiceDate(new Date(Date.now() - 7 * dayMs).toISOString(), zone), end_date: practiceDate(new Date(Date.now() + 4 * dayMs).toISOString(), zone) };
});

/** Both checks: the summary (whole practice, and filtered) and the stored items, against the rows. */
async function expectRollupsMatchRows(): Promise<void> {
  for (const filter of [{}, { location_id: [p.locationIds[0]] }, { employee_id: [p.mentor.id] }, { employee_id: [p.staff.id], location_id: [p.locationIds[1]] }]) {
    const scope = await loadReportScope({ ...range, ...filter });
    expect(await summaryOf(scope)).toEqual(await rowSummaryOf(scope));
  }
  const stored = normalised(await listRollups('2000-01-01', '2100-01-01'));
  const mine = (e: { locationId: string }) => p.locationIds.includes(e.locationId);
  expect(stored.filter(mine)).toEqual((await recomputedRollups(p.locationIds, zone)).filter(mine));
}

const pick = <T>(items: readonly T[], n: number): T | undefined => items[n % Math.max(items.length, 1)];
const treatment = fc.record({ priceCents: fc.integer({ min: 0, max: 90_000 }), units: fc.integer({ min: 0, max: 3000 }), withProduct: fc.boolean() });
type Treatment = { priceCents: number; units: number; withProduct: boolean };

const op = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('submit' as const), at: fc.nat(1), extra: fc.record({ concierge_fee_paid: fc.boolean(), gfe: fc.boolean(), personal_discount_cents: fc.integer({ min: 0, max: 5000 }) }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('finalize' as const), n: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('reject' as const, 'markPaid' as const), n: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('edit' as const), n: fc.nat(), charge: fc.integer({ min: 0, max: 200_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('book' as const), at: fc.nat(1), treatments: fc.array(treatment, { minLength: 1, maxLength: 2 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('cancel' as const, 'arrived' as const, 'no_show' as const, 'booked' as const), n: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('move' as const), n: fc.nat(), at: fc.nat(1), treatments: fc.array(treatment, { minLength: 1, maxLength: 2 }) }) },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

describe('random write sequences', () => {
  it('leave the roll-ups equal to the rows, exactly in cents', async () => {
    const invoices: string[] = [];
    const appointments: string[] = [];
    const base = slotBase(6);
    const lines = (ts: readonly Treatment[]) => ts.map((t) => ({ priceCents: t.priceCents, productId: t.withProduct ? p.productId : null, quantity: t.withProduct ? t.units : 0 }));
    // A write the state does not allow (finalizing a paid invoice, arriving before the start) is refused
    // with a 409 and changes nothing: the sequence simply goes on.
    const apply = async (o: Op): Promise<unknown> => {
      switch (o.kind) {
        case 'submit': return invoices.push(...await submitOne(p, p.locationIds[o.at] ?? p.locationIds[0], o.extra));
        case 'finalize': case 'reject': { const id = pick(invoices, o.n); return id && invoiceOps[o.kind](p, id); }
        case 'markPaid': { const id = pick(invoices, o.n); return id && invoiceOps.markPaid(id); }
        case 'edit': { const id = pick(invoices, o.n); return id && invoiceOps.edit(p, id, o.charge); }
        case 'book': return appointments.push((await book(p, { locationId: p.locationIds[o.at] ?? p.locationIds[0], startAt: nextStart(base), treatments: lines(o.treatments) })).id);
        case 'cancel': { const id = pick(appointments, o.n); return id && appointmentOps.cancel(id); }
        case 'move': { const id = pick(appointments, o.n); return id && appointmentOps.move(id, { startAt: nextStart(base), locationId: p.locationIds[o.at] ?? p.locationIds[0], treatments: lines(o.treatments) }); }
        default: { const id = pick(appointments, o.n); return id && appointmentOps.status(id, o.kind); }
      }
    };
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 8, maxLength: 14 }), async (ops) => {
      for (const o of ops) await apply(o).catch((error: unknown) => { if (!(error instanceof AppError && error.status === 409)) throw error; });
      await expectRollupsMatchRows();
    }), { numRuns: 5, endOnFailure: true });
  });
});

/** Starts today (practice date) on distinct half hours, the past ones first: an arrival needs a started one. */
function todaysSlots(n: number): string[] {
  const today = practiceDate(new Date().toISOString(), zone);
  const now = Math.floor(Date.now() / 1_800_000) * 1_800_000;
  const around = Array.from({ length: 48 }, (_, i) => now + (i % 2 === 0 ? -(i / 2 + 1) : (i + 1) / 2) * 1_800_000);
  return around.map((ms) => new Date(ms).toISOString()).filter((at) => practiceDate(at, zone) === today).slice(0, n);
}

/**
 * DynamoDB cancels all but one of the transactions that touch one item at once (TransactionConflict);
 * DynamoDB Local applies them one after another instead. So the first attempt of every transaction
 * that carries a roll-up is cancelled the way DynamoDB would — nothing
 * applied — and the write must land through the retry machinery anyway.
 */
function cancelFirstRollupAttempts(): { restore: () => void; cancelled: () => number } {
  const seen = new Set<string>();
  const send = db.send.bind(db);
  const keyOf = (item: NonNullable<TransactWriteCommand['input']['TransactItems']>[number]) => {
    const key = item.Update?.Key ?? item.Put?.Item ?? item.Delete?.Key ?? item.ConditionCheck?.Key ?? {};
    return `${String(key.PK)}|${String(key.SK)}`;
  };
  const spy = vi.spyOn(db, 'send').mockImplementation(((command: unknown) => {
    if (command instanceof TransactWriteCommand) {
      const keys = (command.input.TransactItems ?? []).map(keyOf);
      // The write is known by the roots it changes (a retry may add a fresh notice or history id).
      const write = keys.filter((k) => /^(INV|APPT)#[^|]*\|#META$/.test(k)).sort().join(',');
      if (keys.some((k) => k.startsWith('ROLLUP#')) && !seen.has(write)) {
        seen.add(write);
        return Promise.reject(new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: [{ Code: 'TransactionConflict' }] }));
      }
    }
    return send(command as never);
  }) as typeof db.send);
  return { restore: () => spy.mockRestore(), cancelled: () => seen.size };
}

describe('racing writes on one day, location and employee', () => {
  it('all land, even when each of them first meets a TransactionConflict, and the roll-ups still equal the rows', async () => {
    const [here] = p.locationIds;
    const groups = [];
    for (let i = 0; i < 6; i += 1) groups.push(await submitOne(p, here, { concierge_fee_paid: i % 2 === 0, gfe: i % 3 === 0 }));
    const [g1, g2, g3, g4, g5, g6] = groups.map(([service, fee]) => ({ service: service ?? '', fee: fee ?? '' }));
    if (!g1 || !g2 || !g3 || !g4 || !g5 || !g6) throw new Error('submissions');
    for (const id of [g1.service, g1.fee, g2.service, g3.service]) await invoiceOps.finalize(p, id);
    const [s1, s2, s3, s4, s5, s6, s7] = todaysSlots(7);
    if (!s1 || !s2 || !s3 || !s4 || !s5 || !s6 || !s7) throw new Error('slots');
    const line = (priceCents: number) => [{ priceCents, productId: p.productId, quantity: 150 }];
    const [a1, a2, a3, a4] = await Promise.all([s1, s2, s3, s4].map((startAt, i) => book(p, { locationId: here, startAt, treatments: line(10_000 + i) })));
    if (!a1 || !a2 || !a3 || !a4) throw new Error('bookings');
    const today = practiceDate(new Date().toISOString(), zone);
    const itemOf = async () => (await listRollups(today, today)).find((r) => r.locationId === here && r.employeeId === p.staff.id)?.figures ?? {};
    const before = await itemOf();
    const conflicts = cancelFirstRollupAttempts();
    const racing = Promise.all([
      invoiceOps.finalize(p, g4.service), invoiceOps.finalize(p, g5.service), invoiceOps.finalize(p, g6.service), invoiceOps.finalize(p, g4.fee),
      invoiceOps.reject(p, g1.service), invoiceOps.reject(p, g2.service), invoiceOps.edit(p, g3.service, 12_345),
      appointmentOps.cancel(a1.id), appointmentOps.cancel(a2.id), appointmentOps.status(a3.id, 'arrived'),
      appointmentOps.move(a4.id, { startAt: s5, locationId: here, treatments: line(20_000) }),
      book(p, { locationId: here, startAt: s6, treatments: line(30_000) }), book(p, { locationId: here, startAt: s7, treatments: line(40_000) }),
    ]).finally(() => conflicts.restore());
    await expect(racing).resolves.toHaveLength(13);
    // Every write above but the arrival (arrived keeps the figures) carries a roll-up, so each was cancelled once.
    expect(conflicts.cancelled()).toBe(12);
    await expectRollupsMatchRows();
    const after = await itemOf();
    const moved = (name: FigureName) => figureOf(after, name) - figureOf(before, name);
    // Three finalized, two rejected; two booked, two cancelled; a4 re-priced from 10,003 to 20,000.
    expect([moved('service_count'), moved('appointment_count'), moved('treatment_income_cents')]).toEqual([1, 0, -10_000 - 10_001 + 9_997 + 30_000 + 40_000]);
  });
});
