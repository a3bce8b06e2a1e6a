// Billing Details (REFERENCE §5): the PDF is opened or downloaded, never embedded (the CSP refuses
// objects: decision 038), and the payout line says what the transfer paid and when.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '#functions/contract/invoice-views.ts';
import { invoiceHandlers } from '#test/support/msw/invoice-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { settingsHandlers } from '#test/support/msw/settings-handlers.ts';
import { finalizedOne, invoiceFixture } from '#test/web/fixtures/invoices.ts';
import { adminProfile } from '#test/web/fixtures/profiles.ts';
import { practiceSettingsFixture } from '#test/web/fixtures/settings.ts';
import { renderApp } from '#test/web/render-app.tsx';

function openBillingDetails(invoice: Invoice) {
  const invoiceApi = invoiceHandlers({ invoices: [invoice] });
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
