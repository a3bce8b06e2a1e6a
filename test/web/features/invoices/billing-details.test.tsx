// Billing Details (REFERENCE §5): the images of the invoice are changed in place (update_images), the
// PDF is opened or downloaded, never embedded (the CSP refuses objects: decision 038), and the payout
// line says what the transfer paid and when.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Invoice } from '#functions/contract/invoice-views.ts';
import { invoiceHandlers } from '#test/support/msw/invoice-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { settingsHandlers } from '#test/support/msw/settings-handlers.ts';
import { finalizedOne, invoiceFixture } from '#test/web/fixtures/invoices.ts';
import { adminProfile } from '#test/web/fixtures/profiles.ts';
import { practiceSettingsFixture } from '#test/web/fixtures/settings.ts';
import { renderApp } from '#test/web/render-app.tsx';

const uploads = vi.hoisted(() => ({ calls: [] as { purpose: string; name: string }[] }));
vi.mock('#web/features/customers/api/create-upload.ts', () => ({
  uploadImage: (purpose: string, file: File) => {
    uploads.calls.push({ purpose, name: file.name });
    return Promise.resolve(`01JB6SU00000000000000000${String(uploads.calls.length).padStart(2, '0')}`);
  },
}));

function openBillingDetails(invoice: Invoice) {
  const invoiceApi = invoiceHandlers({ invoices: [invoice], answers: { 'invoices.update_images': () => HttpResponse.json({ ...invoice, version: invoice.version + 1 }) } });
  server.use(...invoiceApi.handlers, ...settingsHandlers({ settings: practiceSettingsFixture() }).handlers);
  return { ...renderApp(`/billing-details/${invoice.id}`, { signedInAs: { staff: adminProfile } }), calls: invoiceApi.calls };
}

describe('Billing Details › PDF', { timeout: 30_000 }, () => {
  it('offers Open PDF in a new tab and the download, with no object element the CSP would refuse', async () => {
    const invoice = invoiceFixture(finalizedOne, { status: 'finalized' });
    const { container } = openBillingDetails(invoice);
    const open = await screen.findByRole('link', { name: 'Open PDF (opens in a new tab)' }, { timeout: 15_000 });
    expect(open).toHaveAttribute('href', `/api/invoices/${invoice.id}/show_pdf`);
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Download invoice-90.pdf' })).toHaveAttribute('href', `/api/invoices/${invoice.id}/download_attachment`);
    expect(container.ownerDocument.querySelector('object, embed')).toBeNull();
  });

  it('says what the payout transferred and on which day (the practice time zone)', async () => {
    const payout = { status: 'transferred', amount_cents: 20_000, scheduled_at: '2026-12-06T15:00:00.000Z', transfer_id: 'tr_9', transferred_at: '2026-12-07T03:00:00.000Z' };
    openBillingDetails(invoiceFixture(finalizedOne, { status: 'paid', payout, stripe_transfer_id: 'tr_9' }));
    expect(await screen.findByText('Transferred $200.00 on 12/06/2026 (tr_9)', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('Billing Details › Images', { timeout: 30_000 }, () => {
  it('removes a stored image and uploads a new one as an invoice image, then saves both through update_images', async () => {
    const stored = { id: '01JB6SU0000000000000000099', file_name: 'jaw.jpg', content_type: 'image/jpeg', size_bytes: 100, url: 'http://127.0.0.1:9/files/jaw.jpg' };
    const invoice = invoiceFixture(finalizedOne, { status: 'finalized', before_images: [stored] });
    const { user, calls } = openBillingDetails(invoice);
    const section = within(await screen.findByRole('region', { name: 'Images' }, { timeout: 15_000 }));
    const save = section.getByRole('button', { name: 'Save images' });
    expect(save).toBeDisabled();
    expect(section.getByRole('img', { name: 'Before images: jaw.jpg' })).toHaveAttribute('src', stored.url);
    await user.click(section.getByRole('button', { name: 'Remove jaw.jpg' }));
    const after = section.getByRole('group', { name: 'After images' });
    const input = after.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input for the after images');
    await user.upload(input, new File(['png'], 'healed.png', { type: 'image/png' }));
    expect(await section.findByRole('list', { name: 'New after images' })).toHaveTextContent('healed.png');
    await user.click(save);
    await waitFor(() => expect(calls('invoices.update_images')).toHaveLength(1));
    expect(uploads.calls).toEqual([{ purpose: 'invoice_image', name: 'healed.png' }]);
    expect(calls('invoices.update_images')[0]).toMatchObject({
      params: { id: invoice.id },
      body: { before_upload_ids: [], after_upload_ids: ['01JB6SU0000000000000000001'], deleted_before_image_ids: [stored.id], deleted_after_image_ids: [] },
    });
    expect(await screen.findByText('Images saved.')).toBeInTheDocument();
  });
});
