// The report roll-ups' figures (docs/data-model.md §2.12), pure: what ONE invoice or appointment adds
// to the summary of its practice day × location × employee, the change a write makes (after − before,
// merged per item), and the decoder of a stored roll-up. Everything is additive integers; the fee
// amounts and retail prices they multiply are read when the report is built.
import { Temporal } from 'temporal-polyfill';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';
import { rollupKeys } from '#functions/model/report-rollup-keys.ts';

export interface RollupFigures {
  invoiceCount: number; serviceCount: number; invoicedCents: number;
  /** Σ total_client_paid − personal_discount over service invoices (applied, before the per-invoice fees). */
  appliedBaseCents: number; conciergeCount: number; gfeCount: number; mentorIncomeCents: number;
  appointmentCount: number; treatmentIncomeCents: number;
  /** Treatment units (hundredths) per product id. */
  productUnits: Readonly<Record<string, number>>;
}

export interface RollupEntry { date: string; locationId: string; employeeId: string; figures: RollupFigures }

export const noFigures: RollupFigures = {
  invoiceCount: 0, serviceCount: 0, invoicedCents: 0, appliedBaseCents: 0, conciergeCount: 0, gfeCount: 0, mentorIncomeCents: 0,
  appointmentCount: 0, treatmentIncomeCents: 0, productUnits: {},
};

/** The attribute each scalar figure is stored under. */
export const figureAttributes = {
  invoiceCount: 'invoice_count', serviceCount: 'service_count', invoicedCents: 'invoiced_cents', appliedBaseCents: 'applied_base_cents',
  conciergeCount: 'concierge_count', gfeCount: 'gfe_count', mentorIncomeCents: 'mentor_income_cents',
  appointmentCount: 'appointment_count', treatmentIncomeCents: 'treatment_income_cents',
} as const satisfies Record<Exclude<keyof RollupFigures, 'productUnits'>, string>;
const scalarNames = Object.keys(figureAttributes) as (keyof typeof figureAttributes)[];

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
  const service = r.kind === 'service';
  const figures: RollupFigures = {
    ...noFigures, invoiceCount: 1, invoicedCents: charge, serviceCount: service ? 1 : 0,
    appliedBaseCents: service ? r.totalClientPaidCents - r.personalDiscountCents : 0,
    conciergeCount: service && r.conciergeFeePaid ? 1 : 0, gfeCount: service && r.gfe ? 1 : 0, mentorIncomeCents: service ? 0 : charge,
  };
  return [{ date: practiceDate(r.createdAt, zone), locationId: r.locationId, employeeId: r.employeeId, figures }];
}

export type RollupAppointment = Pick<AppointmentRecord, 'status' | 'startAt' | 'locationId' | 'employeeId'> & {
  treatments: readonly Pick<AppointmentRecord['treatments'][number], 'priceCents' | 'productId' | 'quantity'>[];
};

/** What an appointment adds to the sales breakdown: a non-cancelled one, on the day it starts. */
export function appointmentRollup(a: RollupAppointment, zone: string): RollupEntry[] {
  if (a.status === 'cancelled') return [];
  const productUnits: Record<string, number> = {};
  for (const t of a.treatments) if (t.productId) productUnits[t.productId] = (productUnits[t.productId] ?? 0) + t.quantity;
  const figures: RollupFigures = {
    ...noFigures, appointmentCount: 1, treatmentIncomeCents: a.treatments.reduce((sum, t) => sum + t.priceCents, 0), productUnits,
  };
  return [{ date: practiceDate(a.startAt, zone), locationId: a.locationId, employeeId: a.employeeId, figures }];
}

/** a + sign × b. */
export function addFigures(a: RollupFigures, b: RollupFigures, sign: 1 | -1 = 1): RollupFigures {
  const sum = { ...a, productUnits: { ...a.productUnits } };
  for (const name of scalarNames) sum[name] = a[name] + sign * b[name];
  for (const [id, units] of Object.entries(b.productUnits)) sum.productUnits[id] = (sum.productUnits[id] ?? 0) + sign * units;
  return sum;
}

const isZero = (f: RollupFigures) => scalarNames.every((n) => f[n] === 0) && Object.values(f.productUnits).every((u) => u === 0);
const entryKey = (e: Pick<RollupEntry, 'date' | 'locationId' | 'employeeId'>) => `${e.date}#${e.locationId}#${e.employeeId}`;

/** Entries summed per (day, location, employee), in first-seen order. */
export function mergeRollups(entries: readonly RollupEntry[], signOf: (index: number) => 1 | -1 = () => 1): RollupEntry[] {
  const merged = new Map<string, RollupEntry>();
  entries.forEach((e, i) => {
    const seen = merged.get(entryKey(e));
    merged.set(entryKey(e), { ...e, figures: addFigures(seen?.figures ?? noFigures, e.figures, signOf(i)) });
  });
  return [...merged.values()];
}

/** The change a write makes: after − before per item, items with no change left out (nothing to write). */
export function rollupChanges(before: readonly RollupEntry[], after: readonly RollupEntry[]): RollupEntry[] {
  return mergeRollups([...before, ...after], (i) => (i < before.length ? -1 : 1)).map((e) => ({
    ...e, figures: { ...e.figures, productUnits: Object.fromEntries(Object.entries(e.figures.productUnits).filter(([, u]) => u !== 0)) },
  })).filter((e) => !isZero(e.figures));
}

/** The stored attributes of figures (the `ADD` of a change, the Put of the backfill). */
export function figureValues(f: RollupFigures): Record<string, number> {
  const values: Record<string, number> = {};
  for (const name of scalarNames) if (f[name] !== 0) values[figureAttributes[name]] = f[name];
  for (const [id, units] of Object.entries(f.productUnits)) if (units !== 0) values[rollupKeys.unitsAttribute(id)] = units;
  return values;
}

/** A stored roll-up; a missing counter is 0 (only non-zero figures are ever written). */
export function rollupFromItem(item: Item): RollupEntry {
  const r = readItem('report_rollup', item);
  const figures = { ...noFigures, productUnits: {} as Record<string, number> };
  for (const name of scalarNames) figures[name] = r.intOr(figureAttributes[name], 0);
  for (const attribute of Object.keys(item)) {
    if (attribute.startsWith(rollupKeys.unitsPrefix)) figures.productUnits[attribute.slice(rollupKeys.unitsPrefix.length)] = r.int(attribute);
  }
  return { date: r.string('date'), locationId: r.string('location_id'), employeeId: r.string('employee_id'), figures };
}
