// The document routes against DynamoDB Local, s3rver and the local SES (REFERENCE §3.12, §4.4): the
// invoice PDF inline or as `invoice-{number}.pdf`, only for a visible invoice, stored once per state
// and served again from S3; receipts printed and mailed only for clients and invoices the caller may see.
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#functions/documents/index.ts';
import { invoiceObjects } from '#functions/model/invoice-keys.ts';
import { getObject, putObject } from '#functions/lib/storage/object-storage-repository.ts';
import { call } from '#test/support/api.ts';
import { mailTo } from '#test/support/mailbox.ts';
import type { SignedIn } from '#test/support/sessions.ts';
import { invoiceCast, type InvoiceCast } from '#test/functions/invoices/invoice-cast.ts';
import { linkClient } from '#test/functions/invoices/invoice-fixtures.ts';
import { pdfText } from '#test/functions/documents/pdf-text.ts';

let cast: InvoiceCast;
beforeAll(async () => {
  cast = await invoiceCast();
  await linkClient(cast.staff, cast.client);
});

const get = (who: SignedIn, url: string) => call(handler, 'GET', url, { cookie: who.cookie });

/** A file response that must succeed (its body is text here: the bytes are read back from S3 or the mail). */
async function pdfOf(who: SignedIn, url: string) {
  const res = await call(handler, 'GET', url, { cookie: who.cookie });
  expect(res.status, res.body.slice(0, 200)).toBe(200);
  return res;
}

describe('the invoice PDF', () => {
  it('is served inline and as an attachment named after the number; a draft says DRAFT', async () => {
    const shown = await pdfOf(cast.staff, `/api/invoices/${cast.ids.submitted}/show_pdf`);
    expect(shown.headers['content-type']).toBe('application/pdf');
    const number = String(cast.invoices.submitted.number);
    expect(shown.headers['content-disposition']).toBe(`inline; filename="invoice-${number}.pdf"`);
    const downloaded = await pdfOf(cast.staff, `/api/invoices/${cast.ids.submitted}/download_attachment`);
    expect(downloaded.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
    const stored = await getObject(invoiceObjects.invoicePdf(cast.ids.submitted, 'draft', 1));
    expect(stored).not.toBeNull();
    const text = pdfText(stored ?? new Uint8Array(), '-raw');
    expect(text).toContain('DRAFT');
    expect(text).toContain(cast.client.name);
    expect(text).toMatch(new RegExp(`Invoice #\\s+${number}`));
  });

  it('of a finalized invoice has no DRAFT and is stored as the final PDF', async () => {
    await pdfOf(cast.admin, `/api/invoices/${cast.ids.finalized}/show_pdf`);
    const stored = await getObject(invoiceObjects.invoicePdf(cast.ids.finalized, 'final', 1));
    expect(pdfText(stored ?? new Uint8Array(), '-raw')).not.toContain('DRAFT');
  });

  it('is served again from S3, not rendered again', async () => {
    const key = invoiceObjects.invoicePdf(cast.ids.evaluation, 'draft', 1);
    const marker = new TextEncoder().encode('%PDF-1.7 stored copy');
    await putObject(key, marker, 'application/pdf');
    const res = await pdfOf(cast.mentor, `/api/invoices/${cast.ids.evaluation}/show_pdf`);
    expect(res.body).toBe('%PDF-1.7 stored copy');
  });

  it('is a 404 for an invoice the caller may not see', async () => {
    expect((await get(cast.colleague, `/api/invoices/${cast.ids.submitted}/show_pdf`)).status).toBe(404);
    expect((await get(cast.staff, `/api/invoices/${cast.ids.paidOfColleague}/download_attachment`)).status).toBe(404);
    expect((await get(cast.admin, `/api/invoices/${cast.ids.deleted}/show_pdf`)).status).toBe(404);
  });
});

describe('receipts', () => {
  const receiptUrl = (query: string) => `/api/invoices/print_receipt?client_id=${cast.client.id}${query}`;

  it('print the caller’s finalized invoices of a linked client, inline', async () => {
    const res = await pdfOf(cast.staff, receiptUrl(''));
    expect(res.headers['content-type']).toBe('application/pdf');
    // An ASCII fallback, plus the UTF-8 name when the client's name is not ASCII (RFC 6266).
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="Invoices_.+_Staff_\w+\.pdf"(; filename\*=UTF-8''\S+)?$/);
    expect(res.body.startsWith('%PDF-1.7')).toBe(true);
  });

  it('list Items and Payments: staff their own finalized invoices, an admin every employee’s', async () => {
    const { buildReceipt } = await import('#functions/documents/receipt-service.ts');
    const caller = (who: SignedIn, isAdmin: boolean) => ({ kind: 'staff', employeeId: who.id, sessionId: 's', name: who.name, isAdmin, isInvManager: false, isMentor: false } as const);
    const own = await buildReceipt({ caller: caller(cast.staff, false), clientId: cast.client.id, employee: undefined });
    expect(own.view.items.map((i) => i.invoiceNumber)).toEqual([cast.invoices.finalized.number]);
    const text = pdfText(own.pdf.bytes);
    expect(text).toContain('Items and Payments');
    expect(text).toMatch(new RegExp(`Invoice #${String(cast.invoices.finalized.number)}, Quantity 1\\s+\\$2,500\\.75`));
    expect(text).toMatch(/Total\s+\$2,500\.75/);
    const all = await buildReceipt({ caller: caller(cast.admin, true), clientId: cast.client.id, employee: 'all' });
    expect(all.view.items.map((i) => i.invoiceNumber)).toEqual([cast.invoices.paidOfColleague.number, cast.invoices.finalized.number]);
    expect(all.pdf.fileName).toMatch(/_all\.pdf$/);
  });

  it('are refused for a client not linked to the caller (404) and for someone else’s invoices (403)', async () => {
    expect((await get(cast.colleague, receiptUrl(''))).status).toBe(404);
    expect((await get(cast.staff, receiptUrl(`&employee_id=${cast.colleague.id}`))).status).toBe(403);
  });

  it('are mailed to the client with the receipt PDF; `all` only by an admin', async () => {
    const send = (who: SignedIn, target: string) => call(handler, 'POST', `/api/invoices/${target}/email_receipt?client_id=${cast.client.id}`, { cookie: who.cookie });
    expect((await send(cast.staff, 'all')).status).toBe(403);
    expect((await send(cast.colleague, cast.colleague.id)).status).toBe(404);
    const res = await send(cast.staff, cast.staff.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Receipt sent.' });
    expect((await send(cast.admin, 'all')).status).toBe(200);
    const mails = await mailTo(cast.client.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Invoice Receipt', 'Your Invoice Receipt']);
    const attachment = (mails[0] as unknown as { attachments: { filename: string; contentType: string; content: string }[] }).attachments[0];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(pdfText(new Uint8Array(Buffer.from(attachment?.content ?? '', 'base64')))).toContain('Items and Payments');
  });
});
