// "Inventory Request" (REFERENCE §3.9, §3.12): to the admins and the inventory managers who handle
// the product's type, in the one mail layout. The inventory group picks the recipients.
import { renderMail, type MailPractice, type RenderedMail } from '#functions/lib/mail/mail-layout.ts';

export interface InventoryRequestData {
  requestorName: string;
  productName: string;
  /** Already formatted (hundredths shown as a decimal). */
  quantity: string;
  /** `MM/DD/YY`, as the reference's wording has it. */
  neededBy: string;
  /** The Inventories page. */
  link: string;
}

export function inventoryRequestMail(d: InventoryRequestData, practice: MailPractice): RenderedMail {
  return renderMail({
    subject: 'Inventory Request',
    heading: 'Inventory request',
    paragraphs: [`Employee ${d.requestorName} has requested ${d.quantity} ${d.productName} inventories and is needed by ${d.neededBy}.`],
    details: [['Product', d.productName], ['Quantity', d.quantity], ['Needed by', d.neededBy]],
    closing: ['Review it on the Inventories page:', d.link],
  }, practice);
}
