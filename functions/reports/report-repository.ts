// The reports' reads (docs/data-model.md §3.10): AP-REP-1..5 and the locations (AP-LOC-1); the summary
// itself reads the roll-ups (AP-REP-6, lib/rollups), AP-REP-1/2 serve the dashboard and the backfill. Every read
// is a Query on a named pattern or a BatchGet; ranges are half-open UTC instants [from, to), which the
// `BETWEEN from AND to` of a `<instant>#<id>` sort key gives (§1.2). Long ranges are read as week-long
// segments concurrently: the same keys, only fewer sequential pages.
import { batchGet, queryAll, queryPartition } from '#functions/lib/db/queries.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { clientKeys } from '#functions/model/client-keys.ts';
import { clientFromItem } from '#functions/model/client-record.ts';
import { invoiceKeys } from '#functions/model/invoice-keys.ts';
import { locationKeys } from '#functions/model/location-keys.ts';
import { locationFromItem, type LocationRoot } from '#functions/model/location-record.ts';
import { paymentKeys } from '#functions/model/payment-keys.ts';
import { productKeys } from '#functions/model/product-keys.ts';
import { productFromItem } from '#functions/model/product-record.ts';
import {
  appointmentFactAttributes, appointmentFactsFromItem, invoiceFigureAttributes, invoiceFiguresFromItem, paymentFactsFromItem,
  type AppointmentFacts, type InvoiceFigures, type PaymentFacts,
} from '#functions/model/report-facts.ts';
import { scheduleKeys } from '#functions/model/schedule-keys.ts';

/** A half-open range of UTC instants (ISO-8601, milliseconds). */
export interface InstantRange { from: string; to: string }
export interface IdFilters { locationIds?: readonly string[] | undefined; employeeIds?: readonly string[] | undefined }

const segmentMs = 7 * 24 * 3600_000;
const billableStatuses = ['finalized', 'payment_scheduled', 'paid'] as const;

/** [from, to) cut into consecutive week-long pieces (the last one shorter). */
export function segmentsOf({ from, to }: InstantRange): InstantRange[] {
  const pieces: InstantRange[] = [];
  for (let start = Date.parse(from); start < Date.parse(to); start += segmentMs) {
    pieces.push({ from: new Date(start).toISOString(), to: new Date(Math.min(start + segmentMs, Date.parse(to))).toISOString() });
  }
  return pieces;
}

interface RangeRead { index: 'GSI1' | 'GSI3'; pk: string; range: InstantRange; filters: IdFilters; projection?: readonly string[] }

/** `attr IN (:attr0, …)` for each non-empty filter, and the projection, with every name aliased (reserved words). */
function expressionOf(filters: IdFilters, projection: readonly string[] | undefined) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const terms = ([['location_id', filters.locationIds], ['employee_id', filters.employeeIds]] as const).flatMap(([attribute, ids], f) => {
    if (!ids || ids.length === 0) return [];
    names[`#f${f}`] = attribute;
    return [`#f${f} IN (${ids.map((id, i) => { values[`:f${f}_${i}`] = id; return `:f${f}_${i}`; }).join(', ')})`];
  });
  projection?.forEach((attribute, i) => { names[`#p${i}`] = attribute; });
  return {
    ...(terms.length > 0 ? { FilterExpression: terms.join(' AND ') } : {}),
    ...(projection ? { ProjectionExpression: projection.map((_, i) => `#p${i}`).join(', ') } : {}),
    ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
    values,
  };
}

async function readRange({ index, pk, range, filters, projection }: RangeRead): Promise<Item[]> {
  const { values, ...expression } = expressionOf(filters, projection);
  const pages = await Promise.all(segmentsOf(range).map((piece) => queryAll({
    IndexName: index, KeyConditionExpression: `${index}PK = :pk AND ${index}SK BETWEEN :from AND :to`, ...expression,
    ExpressionAttributeValues: { ...values, ':pk': pk, ':from': piece.from, ':to': piece.to },
  })));
  return pages.flat();
}

/** AP-REP-1: finalized, payment_scheduled and paid invoices (service and fee) submitted in the range. */
export async function listBillableInvoices(range: InstantRange, filters: IdFilters): Promise<InvoiceFigures[]> {
  const parts = await Promise.all(billableStatuses.map((status) =>
    readRange({ index: 'GSI1', pk: invoiceKeys.byStatus(status).GSI1PK, range, filters, projection: invoiceFigureAttributes })));
  return parts.flat().map(invoiceFiguresFromItem);
}

/** AP-REP-1 over all time (the roll-up backfill): every billable invoice, whole partitions. */
export async function listAllBillableInvoices(): Promise<InvoiceFigures[]> {
  const parts = await Promise.all(billableStatuses.map((status) => queryPartition(invoiceKeys.byStatus(status))));
  return parts.flat().map(invoiceFiguresFromItem);
}

/** AP-REP-2 over all time (the roll-up backfill): every appointment of these locations. */
export async function listAllAppointments(locationIds: readonly string[]): Promise<AppointmentFacts[]> {
  const parts = await Promise.all(locationIds.map((locationId) => queryPartition(scheduleKeys.appointmentsOfLocation(locationId))));
  return parts.flat().map(appointmentFactsFromItem);
}

/** AP-REP-2: the appointments (cancelled included) that start in the range at these locations. */
export async function listAppointmentsStarting(locationIds: readonly string[], range: InstantRange, employeeIds?: readonly string[]): Promise<AppointmentFacts[]> {
  const parts = await Promise.all(locationIds.map((locationId) => readRange({
    index: 'GSI3', pk: scheduleKeys.appointmentsOfLocation(locationId).GSI3PK, range, filters: { employeeIds }, projection: appointmentFactAttributes,
  })));
  return parts.flat().map(appointmentFactsFromItem);
}

/** AP-REP-3 (= AP-CLI-11): each client's `first_appointment_at`, null when none is recorded. */
export async function loadFirstAppointments(clientIds: readonly string[]): Promise<Map<string, string | null>> {
  if (clientIds.length === 0) return new Map();
  const clients = (await batchGet(clientIds.map((id) => clientKeys.client(id)))).map(clientFromItem);
  return new Map(clients.map((c) => [c.id, c.first_appointment_at]));
}

/** AP-REP-4 (= AP-CAT-2): the current retail price of each product. */
export async function loadRetailPrices(productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const products = (await batchGet(productIds.map((id) => productKeys.product(id)))).map(productFromItem);
  return new Map(products.map((p) => [p.id, p.retail_price_cents]));
}

/** AP-REP-5 (= AP-APPT-9): the paid payments taken at a location in the range. */
export async function listPaidPayments(locationId: string, range: InstantRange): Promise<PaymentFacts[]> {
  const items = await readRange({ index: 'GSI1', pk: paymentKeys.paidOfLocation(locationId).GSI1PK, range, filters: {} });
  return items.map(paymentFactsFromItem);
}

/** AP-LOC-1: every location, archived included (appointments and invoices outlive an archive). */
export async function listLocations(): Promise<LocationRoot[]> {
  return (await queryPartition(locationKeys.allLocations())).map(locationFromItem);
}
