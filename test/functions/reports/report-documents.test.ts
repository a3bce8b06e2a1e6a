// The reports' documents (documents Lambda): the .xlsx opened and read back (sheet, title, header,
// numbers with their `0.00%` / `$#,##0.00` formats, the total row, the file name), and the location PDF
// read back with pdftotext (its figures, the payments by method, "Not tracked", the empty location).
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { summaryResponse, type SummaryResponse } from '#functions/contract/reports.ts';
import { paymentKeys } from '#functions/model/payment-keys.ts';
import { pdfText } from '#test/functions/documents/pdf-text.ts';
import { invoiceItem, putInvoiceItems, putItems } from '#test/functions/invoices/invoice-fixtures.ts';
import { createLocation } from '#test/functions/locations/location-fixtures.ts';
import { report, reportFile, signInReportCast } from '#test/functions/reports/report-kit.ts';
import { readSheet } from '#test/support/xlsx-reader.ts';
import { uniqueName } from '#test/support/sessions.ts';
import { backfillReportRollups } from '#functions/reports/rollup-backfill.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 180_000 });

let cast: Awaited<ReturnType<typeof signInReportCast>>;
let at: { busy: { id: string; name: string }; empty: { id: string; name: string } };
const march = 'start_date=2026-03-01&end_date=2026-03-31';

const payment = (locationId: string, method: string, amountCents: number, paidAt: string, refunded = false) => {
  const id = ulid();
  return {
    ...paymentKeys.inPersonRecord(ulid(), id), ...paymentKeys.paidIndex(locationId, paidAt, id), entity: 'payment_record',
    payment_id: id, kind: 'in_person', method, amount_cents: amountCents, paid_at: paidAt, location_id: locationId, created_at: paidAt,
    ...(refunded ? { stripe_refund_id: 're_test', refunded_at: paidAt } : {}),
  };
};

beforeAll(async () => {
  cast = await signInReportCast();
  const [busy, empty] = await Promise.all([createLocation(cast.admin.cookie, { name: uniqueName('Łódź Spa') }), createLocation(cast.admin.cookie)]);
  at = { busy, empty };
  const employee = { id: cast.staff.id, name: cast.staff.name };
  const client = { id: cast.client.id, name: 'Cleo' };
  await putInvoiceItems([
    { ...invoiceItem({ employee, client, locationId: busy.id, status: 'paid', createdAt: '2026-03-05T15:00:00.000Z', chargeCents: 123456 }), total_client_paid_cents: 250075 },
    { ...invoiceItem({ employee, client, locationId: busy.id, status: 'finalized', createdAt: '2026-03-06T15:00:00.000Z', chargeCents: 1 }), total_client_paid_cents: 99 },
  ]);
  await putItems([
    payment(busy.id, 'card_online', 5000, '2026-03-05T16:00:00.000Z'),
    payment(busy.id, 'cash', 2500, '2026-03-06T16:00:00.000Z'),
    payment(busy.id, 'card_online', 1000, '2026-03-07T16:00:00.000Z', true),
    payment(busy.id, 'cash', 7777, '2026-04-02T16:00:00.000Z'),
  ]);
  // The rows went in directly (a past month cannot be booked or submitted): build their roll-ups.
  await backfillReportRollups();
});

async function summary(): Promise<SummaryResponse> {
  return summaryResponse.parse((await report(`/api/summary?${march}`, cast.admin.cookie)).json);
}

describe('GET /api/export_invoices', () => {
  it('is a real .xlsx: the sheet, the title, the header, the numbers and formats of the summary, the total row', async () => {
    const res = await reportFile(`/api/export_invoices?${march}`, cast.admin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoices_summary_\d{8}-\d{6}\.xlsx"/);
    const { sheets, cells } = readSheet(res.bytes);
    expect(sheets).toEqual(['Sales by Location']);
    expect(cells.get('A1')?.value).toBe('Billing Summary Report – Sales by location (03/01/2026 – 03/31/2026)');
    expect(['A2', 'B2', 'C2', 'D2'].map((ref) => cells.get(ref)?.value)).toEqual(['Location', '% Invoiced', 'Invoiced', 'Applied']);
    const expected = await summary();
    expected.data.forEach((row, i) => {
      const line = i + 3;
      expect(cells.get(`A${line}`)?.value).toBe(row.location_name);
      expect(cells.get(`B${line}`)).toEqual({ value: row.percentage_invoiced / 100, format: '0.00%' });
      expect(cells.get(`C${line}`)).toEqual({ value: row.total_invoiced_cents / 100, format: '$#,##0.00' });
      expect(cells.get(`D${line}`)).toEqual({ value: row.total_applied_cents / 100, format: '$#,##0.00' });
    });
    const busyLine = expected.data.findIndex((r) => r.location_id === at.busy.id) + 3;
    expect(cells.get(`C${busyLine}`)?.value).toBe(1234.57);
    expect(cells.get(`D${busyLine}`)?.value).toBe(2501.74);
    const last = expected.data.length + 3;
    expect(cells.get(`A${last}`)?.value).toBe('Total inclusive of taxes');
    expect(cells.get(`C${last}`)).toEqual({ value: 1234.57, format: '$#,##0.00' });
    expect(cells.get(`D${last}`)).toEqual({ value: 2501.74, format: '$#,##0.00' });
    expect(cells.has(`A${last + 1}`)).toBe(false);
  });

  it('takes the summary filters and is for admins only', async () => {
    const one = readSheet((await reportFile(`/api/export_invoices?${march}&location_id=${at.empty.id}`, cast.admin.cookie)).bytes);
    expect(one.cells.get('A3')?.value).toBe(at.empty.name);
    expect(one.cells.get('A4')?.value).toBe('Total inclusive of taxes');
    expect((await reportFile('/api/export_invoices?start_date=2026-03-02&end_date=2026-03-01', cast.admin.cookie)).status).toBe(400);
    expect((await reportFile(`/api/export_invoices?${march}`, cast.staff.cookie)).status).toBe(403);
  });
});

describe('GET /api/location_pdf', () => {
  it("renders the location's billing summary: figures, payments by method, what is not tracked", async () => {
    const res = await reportFile(`/api/location_pdf?${march}&location_id=${at.busy.id}`, cast.admin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.bytes, '-raw');
    for (const expected of [
      'BILLING SUMMARY REPORT', at.busy.name, '03/01/2026 – 03/31/2026', 'Generated', 'Treatment Income 100.00% $1,234.57 $2,501.74', 'Total 100.00% $1,234.57 $2,501.74',
      'Card online $50.00', 'Cash $25.00', 'Card terminal $0.00', 'Other $0.00', 'Total $75.00', 'Gift Cards', 'Tax', 'Not tracked',
    ]) expect(text).toContain(expected);
    expect(text).not.toContain('No invoices found');
  });

  it('says so for a location without invoices; 400 without a location, 404 for an unknown one, 403 for staff', async () => {
    const empty = await reportFile(`/api/location_pdf?${march}&location_id=${at.empty.id}`, cast.admin.cookie);
    expect(pdfText(empty.bytes, '-raw')).toContain('No invoices found for the selected location');
    expect((await reportFile(`/api/location_pdf?${march}`, cast.admin.cookie)).status).toBe(400);
    expect((await reportFile(`/api/location_pdf?${march}&location_id=${ulid()}`, cast.admin.cookie)).status).toBe(404);
    expect((await reportFile(`/api/location_pdf?${march}&location_id=${at.busy.id}`, cast.staff.cookie)).status).toBe(403);
  });
});
