// The invoice lists of the read and document routes: one function per access pattern of
// docs/data-model.md §3.8 (AP-INV-1..6, 14, 15). Every list is a Query on a named pattern with the
// route's filters as a FilterExpression; no Scan. Reads by key are invoice-repository.ts's.
import type { InvoiceKind, InvoiceStatus } from '#functions/contract/invoices.ts';
import { invoiceKeys } from '#functions/model/invoice-keys.ts';
import { invoiceFromItem, type InvoiceRecord } from '#functions/model/invoice-record.ts';
import { type Page, queryMergedPage, type RangeQuery } from '#functions/lib/db/paged-query.ts';
import { type IndexPartition, queryPartition } from '#functions/lib/db/queries.ts';

/** The route filters a list may add (all optional, combined with AND). */
export interface InvoiceFilter {
  statuses?: readonly InvoiceStatus[];
  kind?: InvoiceKind;
  number?: number;
  clientNameContains?: string;
  employeeNameContains?: string;
  locationId?: string;
  employeeId?: string;
  /** `date_of_service` within [from, to] (calendar dates, either end optional). */
  serviceFrom?: string;
  serviceTo?: string;
}

interface Expression { FilterExpression?: string; ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> }

function filterOf(f: InvoiceFilter): Expression {
  const terms: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const add = (term: string, name: [string, string] | null, value: [string, unknown]) => {
    terms.push(term);
    if (name) names[name[0]] = name[1];
    values[value[0]] = value[1];
  };
  if (f.statuses) {
    const keys = f.statuses.map((status, i) => { values[`:s${i}`] = status; return `:s${i}`; });
    terms.push(`#status IN (${keys.join(', ')})`);
    names['#status'] = 'status';
  }
  if (f.kind) add('kind = :kind', null, [':kind', f.kind]);
  if (f.number !== undefined) add('#number = :number', ['#number', 'number'], [':number', f.number]);
  if (f.clientNameContains) add('contains(client_name_lc, :client)', null, [':client', f.clientNameContains.toLowerCase()]);
  if (f.employeeNameContains) add('contains(employee_name_lc, :employee)', null, [':employee', f.employeeNameContains.toLowerCase()]);
  if (f.locationId) add('location_id = :location', null, [':location', f.locationId]);
  if (f.employeeId) add('employee_id = :employee_id', null, [':employee_id', f.employeeId]);
  if (f.serviceFrom) add('date_of_service >= :service_from', null, [':service_from', f.serviceFrom]);
  if (f.serviceTo) add('date_of_service <= :service_to', null, [':service_to', f.serviceTo]);
  if (terms.length === 0) return {};
  return { FilterExpression: terms.join(' AND '), ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}), ExpressionAttributeValues: values };
}

function rangeOf(partition: IndexPartition, filter: InvoiceFilter, sortKeyBetween?: [string, string]): RangeQuery {
  const [attribute, value] = Object.entries(partition)[0] ?? ['GSI1PK', ''];
  const index = attribute.slice(0, 4);
  const expression = filterOf(filter);
  return {
    IndexName: index,
    KeyConditionExpression: sortKeyBetween ? `${attribute} = :pk AND ${index}SK BETWEEN :from AND :to` : `${attribute} = :pk`,
    ...expression,
    ExpressionAttributeValues: {
      ...expression.ExpressionAttributeValues, ':pk': value, ...(sortKeyBetween ? { ':from': sortKeyBetween[0], ':to': sortKeyBetween[1] } : {}),
    },
  };
}

export type InvoicePage = Omit<Page<unknown>, 'items'> & { items: InvoiceRecord[] };

async function pageOf(ranges: RangeQuery[], sortKey: string, page: number, perPage: number): Promise<InvoicePage> {
  const result = await queryMergedPage(ranges, sortKey, page, perPage);
  return { ...result, items: result.items.map(invoiceFromItem) };
}

export interface PageRequest { page: number; perPage: number; filter?: InvoiceFilter }

/** AP-INV-1/2/14: the status partitions (service and fee invoices), merged newest first. */
export const pageByStatuses = (statuses: readonly InvoiceStatus[], { page, perPage, filter = {} }: PageRequest): Promise<InvoicePage> =>
  pageOf(statuses.map((status) => rangeOf(invoiceKeys.byStatus(status), filter)), 'GSI1SK', page, perPage);

/** AP-INV-1 with AP-INV-3: every invoice the practice has (the admin's unfiltered list). */
export const pageOfAll = (statuses: readonly InvoiceStatus[], { page, perPage, filter = {} }: PageRequest): Promise<InvoicePage> =>
  pageOf([...statuses.map((status) => rangeOf(invoiceKeys.byStatus(status), filter)), rangeOf(invoiceKeys.evaluations(), filter)], 'GSI1SK', page, perPage);

/** AP-INV-5/15: an employee's invoices, newest first. */
export const pageOfEmployee = (employeeId: string, { page, perPage, filter = {} }: PageRequest): Promise<InvoicePage> =>
  pageOf([rangeOf(invoiceKeys.ofEmployee(employeeId), filter)], 'GSI2SK', page, perPage);

/** AP-INV-6: a client's service invoices (the `service#` range of its partition), newest first. */
export function pageOfClient(clientId: string, { page, perPage, filter = {} }: PageRequest): Promise<InvoicePage> {
  const prefix = invoiceKeys.clientKindPrefix('service');
  return pageOf([rangeOf(invoiceKeys.ofClient(clientId), filter, [prefix, `${prefix}~`])], 'GSI3SK', page, perPage);
}

/** AP-INV-6 unpaginated: every service invoice of a client that passes the filter (receipts). */
export async function clientInvoices(clientId: string, filter: InvoiceFilter): Promise<InvoiceRecord[]> {
  const items = await queryPartition(invoiceKeys.ofClient(clientId), filterOf({ ...filter, kind: 'service' }));
  return items.map(invoiceFromItem).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
}

/** AP-INV-5 unpaginated, by kind. */
export async function employeeInvoices(employeeId: string, kind: InvoiceKind): Promise<InvoiceRecord[]> {
  const items = await queryPartition(invoiceKeys.ofEmployee(employeeId), filterOf({ kind }));
  return items.map(invoiceFromItem).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
}

/** AP-INV-3: every evaluation. */
export const allEvaluations = async (): Promise<InvoiceRecord[]> => (await queryPartition(invoiceKeys.evaluations())).map(invoiceFromItem);

/** AP-INV-4: the evaluations naming a mentor. */
export const evaluationsNaming = async (mentorId: string): Promise<InvoiceRecord[]> =>
  (await queryPartition(invoiceKeys.evaluationsNaming(mentorId))).map(invoiceFromItem);
