// A rejected invoice back in a card for its owner's resubmission (REFERENCE §3.8 "Resubmit"): the
// same client (by id), lines, amounts and flags, so they fix what the feedback asks and send the
// submission keys again. Stored images stay on the invoice; new ones go through update_images.
import { moneyInputText } from '#functions/contract/money.ts';
import type { Invoice, InvoiceLineView } from '#functions/contract/invoice-views.ts';
import { emptyCard, invoiceInput, type CardDraft, type LineDraft } from '#web/features/invoices/invoice-draft.ts';

const linesOf = (lines: readonly InvoiceLineView[]): LineDraft[] => lines.map((l) => ({ product_id: l.product_id, quantity: String(l.quantity) }));
const dollars = (cents: number) => (cents === 0 ? '' : moneyInputText(cents));

export function draftOfInvoice(invoice: Invoice): CardDraft {
  const { line_items: lines } = invoice;
  return {
    ...emptyCard(invoice.instant_pay, invoice.date_of_service),
    client_id: invoice.client.id,
    location_id: invoice.location.id,
    payment_type: invoice.payment_type,
    show_wellness: lines.wellness_products.length > 0 || invoice.amt_paid_for_wellness_products_cents > 0,
    products: linesOf(lines.products),
    retail_products: linesOf(lines.retail_products),
    wellness_products: linesOf(lines.wellness_products),
    paid: {
      products: dollars(invoice.amt_paid_for_products_cents),
      retail_products: dollars(invoice.amt_paid_for_retail_products_cents),
      wellness_products: dollars(invoice.amt_paid_for_wellness_products_cents),
    },
    personal_discount: dollars(invoice.personal_discount_cents),
    tip: dollars(invoice.tip_cents),
    comments: invoice.comments,
    concierge_fee_paid: invoice.concierge_fee_paid,
    gfe: invoice.gfe,
    semag_consult_fee: invoice.semag_consult_fee,
    provider_purchased: invoice.provider_purchased,
  };
}

/** The resubmission body before the contract checks it: the card's keys without a new client. */
export const resubmitInput = (card: CardDraft, version: number) => ({ ...invoiceInput({ ...card, new_client: false }), version });
