// Invoices written straight into the test table with the model's keys (invoice-keys.ts) in the shape
// the one decoder reads (invoice-record.ts): the read and document routes are tested before — and
// independently of — the submission flow. A group holds the invoices put with the same `groupId`.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { InvoiceKind, InvoiceStatus } from '#functions/contract/invoices.ts';
import { newLinkItem } from '#functions/clients/client-link-repository.ts';
import { invoiceKeys } from '#functions/model/invoice-keys.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import type { Item } from '#functions/lib/db/read.ts';

export interface InvoiceSeed {
  employee: { id: string; name: string; email?: string };
  client: { id: string; name: string; lastName?: string };
  kind?: InvoiceKind;
  status?: InvoiceStatus;
  number?: number;
  groupId?: string;
  locationId?: string;
  mentorId?: string | null;
  chargeCents?: number | null;
  dateOfService?: string;
  createdAt?: string;
  feeInvoiceIds?: string[];
  sourceInvoiceId?: string | null;
  totalClientPaidCents?: number;
  deleted?: boolean;
}

let numbers = 5000;
let clock = Date.parse('2026-01-01T00:00:00Z');

export function invoiceItem(seed: InvoiceSeed): Item {
  const id = ulid();
  const kind = seed.kind ?? 'service';
  const status = seed.status ?? 'submitted';
  clock += 60_000;
  const createdAt = seed.createdAt ?? new Date(clock).toISOString();
  const clientLastName = seed.client.lastName ?? 'Tester';
  const paid = seed.totalClientPaidCents ?? 20000;
  const index = invoiceKeys.index({ id, kind, status, employeeId: seed.employee.id, clientId: seed.client.id, mentorId: seed.mentorId ?? null, createdAt });
  return {
    ...invoiceKeys.invoice(id), ...(seed.deleted ? {} : index),
    id, number: seed.number ?? (numbers += 1), kind, status, invoice_group_id: seed.groupId ?? ulid(),
    employee_id: seed.employee.id, employee_name: seed.employee.name, employee_email: seed.employee.email ?? 'staff@example.com',
    employee_name_lc: seed.employee.name.toLowerCase(), employee_vendor_name: 'Vendor LLC',
    client_id: seed.client.id, client_name: seed.client.name, client_last_name: clientLastName,
    client_name_lc: `${seed.client.name} ${clientLastName}`.toLowerCase(),
    location_id: seed.locationId ?? ulid(), location_name: 'Downtown',
    ...(seed.mentorId ? { mentor_id: seed.mentorId, mentor_name: 'Mentor' } : {}),
    ...(seed.sourceInvoiceId ? { source_invoice_id: seed.sourceInvoiceId } : {}),
    ...(kind === 'evaluation' || seed.chargeCents === null ? {} : { charge_cents: seed.chargeCents ?? 12345, computed_charge_cents: seed.chargeCents ?? 12345 }),
    charge_overridden: false, payment_type: 'credit_card', date_of_service: seed.dateOfService ?? createdAt.slice(0, 10),
    amt_paid_for_products_cents: paid, amt_paid_for_retail_products_cents: 0, amt_paid_for_wellness_products_cents: 0, amt_paid_for_mp_products_cents: 0,
    total_client_paid_cents: paid, client_paid_net_cents: paid, total_consumable_cost_cents: 0, personal_discount_cents: 0, tip_cents: 0,
    concierge_fee_paid: false, gfe: false, semag_consult_fee: false, provider_purchased: false, instant_pay: false,
    line_items: { products: [{ product_id: 'P1', name: 'Botox (units)', quantity: 2000, cost_price_cents: 500, retail_price_cents: 1000, purchased_type: 'practice_purchased', total_cents: 20000 }], retail_products: [], wellness_products: [], mp_products: [] },
    fee_invoice_ids: seed.feeInvoiceIds ?? [],
    ...(seed.deleted ? { deleted_at: createdAt } : {}),
    created_at: createdAt, updated_at: createdAt, version: 1,
  };
}

export async function putItems(items: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
}

/** Puts the invoices, and a group of them when they share a `groupId`; returns their items (with `id`, `number`). */
export const putInvoices = (seeds: InvoiceSeed[]): Promise<Item[]> => putInvoiceItems(seeds.map(invoiceItem));

/** Puts invoice items built (and cross-linked) by the test, with one group per `invoice_group_id`. */
export async function putInvoiceItems(items: Item[]): Promise<Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) groups.set(String(item.invoice_group_id), [...(groups.get(String(item.invoice_group_id)) ?? []), item]);
  const groupItems = [...groups.entries()].map(([id, members]) => ({
    ...invoiceKeys.group(id), id, employee_id: members[0]?.employee_id, created_at: members[0]?.created_at, version: 1,
    invoice_ids: members.filter((m) => m.kind !== 'mentor_fee').map((m) => m.id), fee_invoice_ids: members.filter((m) => m.kind === 'mentor_fee').map((m) => m.id),
    finalized_totally: false, mentor_finalized_totally: false,
  }));
  await putItems([...items, ...groupItems]);
  return items;
}

/** Links a client to an employee, as submitting an invoice for them would. */
export async function linkClient(employee: { id: string; name: string }, client: { id: string; name: string; email: string }): Promise<void> {
  await putItems([newLinkItem(employee, { id: client.id, name: client.name, last_name: 'Tester', email: client.email, phone_number: null }, new Date().toISOString())]);
}
