// The invoice outbox (decision 031) against DynamoDB Local: a write answers once its data and its
// notice are committed, before anything renders; a notice is mailed once however often its delivery
// runs; and the job's safety net re-queues what was never delivered or whose delivery failed.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitInvoicesResponse } from '#functions/contract/invoice-views.ts';
import { submittedInvoice } from '#functions/contract/invoices.ts';
import { handler as documents } from '#functions/documents/index.ts';
import { noticesSettled } from '#functions/documents/notice-delivery.ts';
import { deliverInvoiceNotices, requeueUndeliveredNotices } from '#functions/invoices/public.ts';
import { submitInvoices } from '#functions/invoices/submit-invoices-service.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { invoiceNoticeKeys } from '#functions/model/invoice-notice-keys.ts';
import type { InvoiceNotices } from '#functions/invoices/invoice-notices.ts';
import { call } from '#test/support/api.ts';
import { mailTo } from '#test/support/mailbox.ts';
import { signInCast } from '#test/support/sessions.ts';
import {
  createLinkedClient, createLocation, quietLogger, serviceInvoice, staffCaller, stockedProduct, type InvoiceSetup,
} from '#test/functions/invoices/invoice-kit.ts';

// The group PDF renderer waits for `release` (or fails while `failing`): the request must not.
const render = vi.hoisted(() => ({ release: (): void => undefined, gate: Promise.resolve(), failing: false }));
vi.mock('#functions/documents/invoice-group-pdf.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#functions/documents/invoice-group-pdf.ts')>();
  return {
    ...actual,
    renderInvoiceGroupPdf: async (...args: Parameters<typeof actual.renderInvoiceGroupPdf>) => {
      await render.gate;
      if (render.failing) throw new Error('renderer down');
      return actual.renderInvoiceGroupPdf(...args);
    },
  };
});

let cast: Awaited<ReturnType<typeof signInCast>>;
let setup: InvoiceSetup;
beforeAll(async () => {
  cast = await signInCast();
  const [location, client, product] = await Promise.all([createLocation(cast.admin), createLinkedClient(cast.staff), stockedProduct(cast.admin, cast.staff, 20)]);
  setup = { locationId: location.id, clientId: client.id, productId: product.id };
});
afterAll(async () => {
  render.release();
  await noticesSettled();
});

const noticeOf = async (id: string) => getItem(invoiceNoticeKeys.item(id), true);
const createdMails = async () => (await mailTo(cast.staff.email)).filter((m) => m.subject === 'Invoice created.').length;
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

/** A submission whose notice is committed but handed to nobody (as if the process stopped right after the commit). */
async function queuedOnly(): Promise<string> {
  const ids: string[] = [];
  await submitInvoices({ caller: staffCaller(cast.staff), invoices: [submittedInvoice.parse(serviceInvoice(setup, 0.25))], logger: quietLogger, queued: (q) => ids.push(...q) });
  expect(ids).toHaveLength(1);
  return ids[0] ?? '';
}

describe('the invoice outbox', () => {
  it('answers the submission before the mail renders; the mail follows once it can', async () => {
    const before = await createdMails();
    render.gate = new Promise((resolve) => { render.release = () => resolve(); });
    const res = await call(documents, 'POST', '/api/invoice_groups', { cookie: cast.staff.cookie, body: [serviceInvoice(setup, 0.5)] });
    expect(res.status, res.body).toBe(201);
    expect(submitInvoicesResponse.parse(res.json).invoices).toHaveLength(1);
    expect(await createdMails()).toBe(before);
    render.release();
    await noticesSettled();
    expect(await createdMails()).toBe(before + 1);
  });

  it('a failing renderer does not fail the request; the job re-queues the notice after its lease and it is mailed then', async () => {
    const before = await createdMails();
    render.failing = true;
    const res = await call(documents, 'POST', '/api/invoice_groups', { cookie: cast.staff.cookie, body: [serviceInvoice(setup, 0.5)] });
    expect(res.status, res.body).toBe(201);
    await noticesSettled();
    render.failing = false;
    expect(await createdMails()).toBe(before);
    const requeued = (await requeueUndeliveredNotices(minutes(11))).filter((o) => o.outcome === 'requeued');
    expect(requeued.length).toBeGreaterThanOrEqual(1);
    await noticesSettled();
    expect(await createdMails()).toBe(before + 1);
    for (const { notice_id: id } of requeued) expect((await noticeOf(id))?.status).toBe('delivered');
  });

  it('delivers a notice exactly once when its delivery runs twice at once, and again later', async () => {
    const id = await queuedOnly();
    const submitted = vi.fn(async () => undefined);
    const counting: InvoiceNotices = { submitted, groupFinalized: async () => null, rejected: async () => undefined };
    const runs = await Promise.all([1, 2].map(() => deliverInvoiceNotices({ ids: [id], notices: counting, logger: quietLogger })));
    expect(runs.flat().map((o) => o.outcome).sort()).toEqual(['delivered', 'taken']);
    expect((await deliverInvoiceNotices({ ids: [id], notices: counting, logger: quietLogger }))[0]?.outcome).toBe('taken');
    expect(submitted).toHaveBeenCalledTimes(1);
    expect((await noticeOf(id))?.status).toBe('delivered');
  });

  it('the job step picks up a notice nobody delivered, once its grace is over', async () => {
    const id = await queuedOnly();
    const before = await createdMails();
    expect((await requeueUndeliveredNotices(new Date())).map((o) => o.notice_id)).not.toContain(id);
    expect((await requeueUndeliveredNotices(minutes(3))).map((o) => o.notice_id)).toContain(id);
    await noticesSettled();
    expect((await noticeOf(id))?.status).toBe('delivered');
    expect(await createdMails()).toBe(before + 1);
  });

  it('gives up after three failed attempts', async () => {
    render.failing = true;
    const id = await queuedOnly();
    for (const [n, status] of [[3, 'sending'], [14, 'sending'], [25, 'failed']] as const) {
      expect((await requeueUndeliveredNotices(minutes(n))).map((o) => o.notice_id)).toContain(id);
      await noticesSettled();
      expect((await noticeOf(id))?.status).toBe(status);
    }
    expect((await requeueUndeliveredNotices(minutes(40))).map((o) => o.notice_id)).not.toContain(id);
    render.failing = false;
  });
});
