// The report roll-ups' figures (docs/data-model.md §2.12), pure: what ONE invoice or appointment adds
// to the summary of its practice day × location × employee, the change a write makes (after − before,
// merged per item), and the decoder of a stored roll-up. Figures are a flat map of additive integers
// keyed by the attribute each is stored under (so a change is `ADD`ed as it is, and this code stays
// small in every bundle that writes appointments); the fee amounts and retail prices they multiply are
// read when the report is built.
import { Temporal } from 'temporal-polyfill';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';
import { rollupKeys } from '#functions/model/report-rollup-keys.ts';

/**
 * The named figures: billable invoices, service ones, Σ charge, Σ (client paid − personal discount)
 * over service invoices, service invoices with the concierge fee paid / a GFE, Σ fee-invoice charge;
 * non-cancelled appointments, Σ their treatment prices. Plus `units_<productId>`: treatment units
 * (hundredths) per product.
 */
export const figureNames = [
  'invoice_count', 'service_count', 'invoiced_cents', 'applied_base_cents', 'concierge_count', 'gfe_count', 'mentor_income_cents',
  'appointment_count', 'treatment_income_cents',
] as const;
export type FigureName = (typeof figureNames)[number];

/** Figures by attribute name; a missing one is 0. */
export type RollupFigures = Readonly<Record<string, number>>;

export interface RollupEntry { date: string; locationId: string; employeeId: string; figures: RollupFigures }

/** One named figure (0 when absent). */
export const figureOf = (f: RollupFigures, name: FigureName): number => f[name] ?? 0;

/** Treatment units (hundredths) per product id. */
export const productUnitsOf = (f: RollupFigures): [string, number][] =>
  Object.entries(f).filter(([name]) => name.startsWith(rollupKeys.unitsPrefix)).map(([name, units]) => [name.slice(rollupKeys.unitsPrefix.length), units]);

/** The calendar date of an instant in the practice time zone. */
export const practiceDate = (instant: string, zone: string): string =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(zone).toPlainDate().toString();

const billableStatuses: readonly string[] = ['finalized', 'payment_scheduled', 'paid'];

export type RollupInvoice = Pick<InvoiceRecord,
  'kind' | 'status' | 'createdAt' | 'locationId' | 'employeeId' | 'chargeCents' | 'totalClientPaidCents' | 'personalDiscountCents' | 'conciergeFeePaid' | 'gfe'>;

/** What an invoice adds (REFERENCE §3.11 scope): billable service and fee invoices, on their submission day. */
export function invoiceRollup(r: RollupInvoice, zone: string): RollupEntry[] {
  if (r.kind === 'evaluation' || !billableStatuses.includes(r.status)) return [];
  const charge = r.chargeCents ?? 0;
  const figures: Record<string, number> = r.kind === 'service'
    ? {
      service_count: 1, applied_base_cents: r.totalClientPaidCents - r.personalDiscountCents,
      concierge_count: r.conciergeFeePaid ? 1 : 0, gfe_count: r.gfe ? 1 : 0,
    }
    : { mentor_income_cents: charge };
  return [{ date: practiceDate(r.createdAt, zone), locationId: r.locationId, employeeId: r.employeeId, figures: { ...figures, invoice_count: 1, invoiced_cents: charge } }];
}

export type RollupAppointment = Pick<AppointmentRecord, 'status' | 'startAt' | 'locationId' | 'employeeId'> & {
  treatments: readonly Pick<AppointmentRecord['treatments'][number], 'priceCents' | 'productId' | 'quantity'>[];
};

/** What an appointment adds to the sales breakdown: a non-cancelled one, on the day it starts. */
export function appointmentRollup(a: RollupAppointment, zone: string): RollupEntry[] {
  if (a.status === 'cancelled') return [];
  const figures: Record<string, number> = { appointment_count: 1, treatment_income_cents: 0 };
  for (const t of a.treatments) {
    figures.treatment_income_cents = (figures.treatment_income_cents ?? 0) + t.priceCents;
    if (t.productId) figures[rollupKeys.unitsAttribute(t.productId)] = (figures[rollupKeys.unitsAttribute(t.productId)] ?? 0) + t.quantity;
  }
  return [{ date: practiceDate(a.startAt, zone), locationId: a.locationId, employeeId: a.employeeId, figures }];
}

/** a + sign × b. */
export function addFigures(a: RollupFigures, b: RollupFigures, sign: 1 | -1 = 1): RollupFigures {
  const sum: Record<string, number> = { ...a };
  for (const [name, value] of Object.entries(b)) sum[name] = (sum[name] ?? 0) + sign * value;
  return sum;
}

/** The figures that are not 0 (what is stored, and what a change adds). */
export const figureValues = (f: RollupFigures): Record<string, number> => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== 0));

/** Entries summed per (day, location, employee), in first-seen order. */
export function mergeRollups(entries: readonly RollupEntry[], signOf: (index: number) => 1 | -1 = () => 1): RollupEntry[] {
  const merged = new Map<string, RollupEntry>();
  entries.forEach((e, i) => {
    const key = `${e.date}#${e.locationId}#${e.employeeId}`;
    merged.set(key, { ...e, figures: addFigures(merged.get(key)?.figures ?? {}, e.figures, signOf(i)) });
  });
  return [...merged.values()];
}

/** The change a write makes: after − before per item, zeros dropped, unchanged items left out (nothing to write). */
export const rollupChanges = (before: readonly RollupEntry[], after: readonly RollupEntry[]): RollupEntry[] =>
  mergeRollups([...before, ...after], (i) => (i < before.length ? -1 : 1)).map((e) => ({ ...e, figures: figureValues(e.figures) }))
    .filter((e) => Object.keys(e.figures).length > 0);

/** A stored roll-up: its named figures and units (only non-zero figures are ever written). */
export function rollupFromItem(item: Item): RollupEntry {
  const r = readItem('report_rollup', item);
  const names = Object.keys(item).filter((a) => (figureNames as readonly string[]).includes(a) || a.startsWith(rollupKeys.unitsPrefix));
  return {
    date: r.string('date'), locationId: r.string('location_id'), employeeId: r.string('employee_id'),
    figures: figureValues(Object.fromEntries(names.map((name) => [name, r.int(name)]))),
  };
}
