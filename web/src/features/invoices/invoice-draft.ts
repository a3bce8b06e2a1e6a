// One invoice card of "Submit invoice" as its inputs hold it (REFERENCE §5): amounts as typed dollars,
// quantities as typed text, the client either picked or new. `invoiceInput` turns a card into the
// submission keys of REFERENCE §4.4, which the contract's schema then validates in the browser, and
// `chargeInputOf` into the shared charge function's input for the live preview.
import type { ChargeInput, ChargeLine, PaymentType } from '#functions/contract/invoice-charge.ts';
import { parseMoney, toHundredths } from '#functions/contract/money.ts';
import type { ProductRef } from '#functions/contract/inventory.ts';
import { quantityInput } from '#web/lib/plain-format.ts';

export const sectionKeys = ['products', 'retail_products', 'wellness_products'] as const;
export type SectionKey = (typeof sectionKeys)[number];
export const amountKeys = {
  products: 'amt_paid_for_products_cents', retail_products: 'amt_paid_for_retail_products_cents', wellness_products: 'amt_paid_for_wellness_products_cents',
} as const satisfies Record<SectionKey, string>;
export const flagKeys = ['concierge_fee_paid', 'gfe', 'semag_consult_fee', 'provider_purchased'] as const;
export type FlagKey = (typeof flagKeys)[number];

export interface LineDraft {
  product_id: string;
  quantity: string;
}

/** An image uploaded for the card (POST /api/uploads, purpose `invoice_image`), named for the list. */
export interface UploadedImage {
  id: string;
  name: string;
}

export interface CardDraft extends Record<FlagKey, boolean> {
  /** React's key for the card; never sent. */
  key: string;
  new_client: boolean;
  client_id: string;
  first_name: string;
  last_name: string;
  email: string;
  location_id: string;
  date_of_service: string;
  payment_type: PaymentType;
  show_wellness: boolean;
  products: LineDraft[];
  retail_products: LineDraft[];
  wellness_products: LineDraft[];
  /** Typed dollars per section ("Amount Client Paid"). */
  paid: Record<SectionKey, string>;
  personal_discount: string;
  tip: string;
  comments: string;
  instant_pay: boolean;
  before_images: UploadedImage[];
  after_images: UploadedImage[];
}

let cardCount = 0;

export function emptyCard(instantPay: boolean, dateOfService: string): CardDraft {
  cardCount += 1;
  return {
    key: `card-${cardCount}`, new_client: false, client_id: '', first_name: '', last_name: '', email: '', location_id: '',
    date_of_service: dateOfService, payment_type: 'credit_card', show_wellness: false,
    products: [], retail_products: [], wellness_products: [], paid: { products: '', retail_products: '', wellness_products: '' },
    personal_discount: '', tip: '', comments: '', instant_pay: instantPay,
    concierge_fee_paid: false, gfe: false, semag_consult_fee: false, provider_purchased: false, before_images: [], after_images: [],
  };
}

/** Typed dollars → cents; blank is 0, text that is no amount stays text so the schema names it. */
export const centsInput = (text: string): number | string => (text.trim() === '' ? 0 : (parseMoney(text) ?? text));

export const linesInput = (lines: readonly LineDraft[]) => lines.map((l) => ({ product_id: l.product_id, quantity: quantityInput(l.quantity) }));

/** The card as the submission keys of REFERENCE §4.4 (before the contract's schema checks them). */
export function invoiceInput(card: CardDraft) {
  const client = card.new_client
    ? { new_client: { name: card.first_name, last_name: card.last_name, email: card.email } }
    : { client_id: card.client_id };
  return {
    ...client,
    location_id: card.location_id,
    date_of_service: card.date_of_service,
    payment_type: card.payment_type,
    products: linesInput(card.products),
    retail_products: linesInput(card.retail_products),
    wellness_products: card.show_wellness ? linesInput(card.wellness_products) : [],
    mp_products: [],
    amt_paid_for_products_cents: centsInput(card.paid.products),
    amt_paid_for_retail_products_cents: centsInput(card.paid.retail_products),
    amt_paid_for_wellness_products_cents: card.show_wellness ? centsInput(card.paid.wellness_products) : 0,
    amt_paid_for_mp_products_cents: 0,
    personal_discount_cents: centsInput(card.personal_discount),
    tip_cents: centsInput(card.tip),
    comments: card.comments,
    instant_pay: card.instant_pay,
    concierge_fee_paid: card.concierge_fee_paid,
    gfe: card.gfe,
    semag_consult_fee: card.semag_consult_fee,
    provider_purchased: card.provider_purchased,
    before_upload_ids: card.before_images.map((i) => i.id),
    after_upload_ids: card.after_images.map((i) => i.id),
  };
}

/** Cents for the preview: anything not (yet) an amount counts as 0. */
const previewCents = (text: string): number => Math.max(0, text.trim() === '' ? 0 : (parseMoney(text) ?? 0));

function chargeLines(lines: readonly LineDraft[], catalogue: ReadonlyMap<string, ProductRef>): ChargeLine[] {
  return lines.flatMap((line) => {
    const product = catalogue.get(line.product_id);
    const quantity = Number(line.quantity);
    if (!product || !Number.isFinite(quantity) || quantity <= 0) return [];
    const { cost_price_cents, retail_price_cents, purchased_type } = product;
    return [{ cost_price_cents, retail_price_cents, purchased_type, quantity: toHundredths(quantity) }];
  });
}

/** The shared charge function's input for the card as typed so far. */
export function chargeInputOf(card: CardDraft, catalogue: ReadonlyMap<string, ProductRef>): ChargeInput {
  const wellness = card.show_wellness;
  return {
    payment_type: card.payment_type,
    amt_paid_for_products_cents: previewCents(card.paid.products),
    amt_paid_for_retail_products_cents: previewCents(card.paid.retail_products),
    amt_paid_for_wellness_products_cents: wellness ? previewCents(card.paid.wellness_products) : 0,
    amt_paid_for_mp_products_cents: 0,
    personal_discount_cents: previewCents(card.personal_discount),
    instant_pay: card.instant_pay,
    lines: {
      products: chargeLines(card.products, catalogue),
      retail_products: chargeLines(card.retail_products, catalogue),
      wellness_products: wellness ? chargeLines(card.wellness_products, catalogue) : [],
      mp_products: [],
    },
  };
}
