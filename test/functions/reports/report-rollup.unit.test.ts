// The roll-ups' pure figures (data model §2.12): what one invoice or appointment adds to its practice
// day × location × employee, and the change a write makes (after − before, merged per item).
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appointmentRollup, invoiceRollup, mergeRollups, practiceDate, rollupChanges, type RollupAppointment, type RollupInvoice,
} from '#functions/model/report-rollup.ts';

const zone = 'America/Chicago';
const invoice = (o: Partial<RollupInvoice> = {}): RollupInvoice => ({
  kind: 'service', status: 'finalized', createdAt: '2026-03-08T12:00:00.000Z', locationId: 'L1', employeeId: 'E1', chargeCents: 10_000,
  totalClientPaidCents: 45_000, personalDiscountCents: 500, conciergeFeePaid: true, gfe: false, ...o,
});
const visit = (o: Partial<RollupAppointment> = {}): RollupAppointment => ({
  status: 'booked', startAt: '2026-03-08T15:00:00.000Z', locationId: 'L1', employeeId: 'E1',
  treatments: [{ priceCents: 30_000, productId: 'P1', quantity: 2000 }, { priceCents: 5_000, productId: null, quantity: 0 }], ...o,
});

describe('practice days', () => {
  it('are the calendar date in the practice zone, across a DST change', () => {
    expect(practiceDate('2026-03-01T05:59:59.999Z', zone)).toBe('2026-02-28');
    expect(practiceDate('2026-03-01T06:00:00.000Z', zone)).toBe('2026-03-01');
    expect(practiceDate('2026-04-01T04:59:59.999Z', zone)).toBe('2026-03-31');
    expect(practiceDate('2026-04-01T05:00:00.000Z', zone)).toBe('2026-04-01');
  });
});

describe('what one record adds', () => {
  it('a billable service invoice: its charge, counts, flags and client paid − discount; a fee invoice: charge and mentor income only', () => {
    expect(invoiceRollup(invoice(), zone)).toEqual([{ date: '2026-03-08', locationId: 'L1', employeeId: 'E1', figures: {
      invoice_count: 1, service_count: 1, invoiced_cents: 10_000, applied_base_cents: 44_500, concierge_count: 1, gfe_count: 0,
    } }]);
    expect(invoiceRollup(invoice({ kind: 'mentor_fee', chargeCents: 617 }), zone)[0]?.figures).toEqual({ invoice_count: 1, invoiced_cents: 617, mentor_income_cents: 617 });
  });

  it('nothing for an invoice outside the billable statuses, or an evaluation', () => {
    for (const status of ['submitted', 'rejected'] as const) expect(invoiceRollup(invoice({ status }), zone)).toEqual([]);
    expect(invoiceRollup(invoice({ kind: 'evaluation', chargeCents: null }), zone)).toEqual([]);
    for (const status of ['payment_scheduled', 'paid'] as const) expect(invoiceRollup(invoice({ status }), zone)).toHaveLength(1);
  });

  it('an appointment: its treatment prices and units per product, unless cancelled', () => {
    expect(appointmentRollup(visit(), zone)[0]?.figures).toEqual({ appointment_count: 1, treatment_income_cents: 35_000, units_P1: 2000 });
    expect(appointmentRollup(visit({ status: 'cancelled' }), zone)).toEqual([]);
  });
});

describe('the change a write makes', () => {
  it('finalizing adds the figures; a payout or mark-paid changes nothing', () => {
    expect(rollupChanges(invoiceRollup(invoice({ status: 'submitted' }), zone), invoiceRollup(invoice(), zone))).toEqual([
      { date: '2026-03-08', locationId: 'L1', employeeId: 'E1', figures: { invoice_count: 1, service_count: 1, invoiced_cents: 10_000, applied_base_cents: 44_500, concierge_count: 1 } },
    ]);
    expect(rollupChanges(invoiceRollup(invoice(), zone), invoiceRollup(invoice({ status: 'paid' }), zone))).toEqual([]);
  });

  it('a move to another day and location takes the figures from one item and gives them to the other', () => {
    const moved = visit({ startAt: '2026-03-09T15:00:00.000Z', locationId: 'L2' });
    const change = rollupChanges(appointmentRollup(visit(), zone), appointmentRollup(moved, zone));
    expect(change.map((c) => [c.date, c.locationId, c.figures])).toEqual([
      ['2026-03-08', 'L1', { appointment_count: -1, treatment_income_cents: -35_000, units_P1: -2000 }],
      ['2026-03-09', 'L2', { appointment_count: 1, treatment_income_cents: 35_000, units_P1: 2000 }],
    ]);
  });

  it('a re-priced treatment on the same day is one item with the difference', () => {
    const repriced = visit({ treatments: [{ priceCents: 31_000, productId: 'P1', quantity: 2000 }] });
    expect(rollupChanges(appointmentRollup(visit(), zone), appointmentRollup(repriced, zone))).toEqual([
      { date: '2026-03-08', locationId: 'L1', employeeId: 'E1', figures: { treatment_income_cents: -4_000 } },
    ]);
  });

  it('summing the changes of any sequence of states gives the figures of the last state', () => {
    const state = fc.record({
      status: fc.constantFrom('booked', 'arrived', 'no_show', 'cancelled', 'pending_deposit'),
      day: fc.integer({ min: 1, max: 3 }), locationId: fc.constantFrom('L1', 'L2'), price: fc.integer({ min: 0, max: 100_000 }), units: fc.integer({ min: 0, max: 5000 }),
    }).map((s): RollupAppointment => visit({
      status: s.status, startAt: `2026-03-0${s.day}T15:00:00.000Z`, locationId: s.locationId, treatments: [{ priceCents: s.price, productId: 'P1', quantity: s.units }],
    }));
    fc.assert(fc.property(fc.array(state, { minLength: 1, maxLength: 8 }), (states) => {
      const steps = states.map((s, i) => rollupChanges(i === 0 ? [] : appointmentRollup(states[i - 1] ?? s, zone), appointmentRollup(s, zone)));
      const last = states.at(-1);
      const strip = (entries: ReturnType<typeof mergeRollups>) => rollupChanges([], entries);
      expect(strip(mergeRollups(steps.flat()))).toEqual(strip(last ? appointmentRollup(last, zone) : []));
    }));
  });
});
