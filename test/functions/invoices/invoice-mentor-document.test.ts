// The group's `mentor_document` (REFERENCE §2.6, §3.8 Finalize, §3.12 Mentor group): once every fee
// invoice of a submission is finalized, one mentor group PDF listing them (whichever mentor each
// pays) is stored and its key kept on the group, beside each mentor's own PDF mailed to them.
import { beforeAll, describe, expect, it } from 'vitest';
import { submitInvoicesResponse } from '#functions/contract/invoice-views.ts';
import { getInvoiceGroup } from '#functions/invoices/invoice-repository.ts';
import { getObject } from '#functions/lib/storage/object-storage-repository.ts';
import { mailTo } from '#test/support/mailbox.ts';
import { signInCast, signInStaff, type SignedIn } from '#test/support/sessions.ts';
import { pdfText } from '#test/functions/documents/pdf-text.ts';
import { api, createLinkedClient, createLocation, serviceInvoice, setMentors, stockedProduct, type InvoiceSetup } from '#test/functions/invoices/invoice-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
let mentors: SignedIn[];
let setup: InvoiceSetup;
beforeAll(async () => {
  cast = await signInCast();
  mentors = await Promise.all([signInStaff({ isMentor: true }), signInStaff({ isMentor: true })]);
  await setMentors(cast.admin, cast.staff.id, mentors.map((m) => ({ mentor_id: m.id, mentor_percentage: 10 })));
  const [location, client, product] = await Promise.all([createLocation(cast.admin), createLinkedClient(cast.staff), stockedProduct(cast.admin, cast.staff, 10)]);
  setup = { locationId: location.id, clientId: client.id, productId: product.id };
});

describe('the mentor group PDF', () => {
  it('is stored as the group’s mentor_document once every fee invoice is finalized', async () => {
    const res = await api('POST', '/api/invoice_groups', cast.staff, [serviceInvoice(setup, 1)]);
    expect(res.status, res.body).toBe(201);
    const { id: groupId, invoices: [invoice] } = submitInvoicesResponse.parse(res.json);
    const feeIds = invoice?.fee_invoice_ids ?? [];
    expect(feeIds).toHaveLength(2);
    const [first, second] = feeIds;
    await api('POST', `/api/invoices/${first}/finalize`, cast.admin);
    expect((await getInvoiceGroup(groupId, true))?.mentorDocument).toBeNull();
    await api('POST', `/api/invoices/${second}/finalize`, cast.admin);
    const group = await getInvoiceGroup(groupId, true);
    expect(group?.mentorDocument).toMatch(new RegExp(`^invoice-groups/${groupId}/mentor-final-v\\d+\\.pdf$`));
    const text = pdfText((await getObject(group?.mentorDocument ?? '')) ?? new Uint8Array(), '-raw');
    for (const mentor of mentors) expect(text).toContain(mentor.name);
    expect(text).toContain(cast.staff.name);
    for (const mentor of mentors) expect((await mailTo(mentor.email)).some((m) => m.subject === 'Invoice Attachment.')).toBe(true);
  });
});
