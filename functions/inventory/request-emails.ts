// "Inventory Request" (REFERENCE §3.9, §3.12): to the admins and to the inventory managers whose
// `has_access_only_to` has `all` or the product's type; the text is the template's in lib/mail.
import type { RequestRecord } from '#functions/inventory/request-repository.ts';
import { fromHundredths } from '#functions/contract/money.ts';
import { listManagers, type StaffRecord } from '#functions/inventory/staff-repository.ts';
import { appLink, sendMail } from '#functions/lib/mail/send-mail.ts';
import { inventoryRequestMail } from '#functions/lib/mail/templates/inventory-request.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

/** Whether an inventory manager handles requests of a product type (case-insensitive). */
export function handlesType(staff: Pick<StaffRecord, 'hasAccessOnlyTo'>, productType: string): boolean {
  const wanted = productType.trim().toLowerCase();
  return staff.hasAccessOnlyTo.some((t) => t.trim().toLowerCase() === 'all' || t.trim().toLowerCase() === wanted);
}

/** `YYYY-MM-DD` → `MM/DD/YY`. */
export const shortUsDate = (date: string): string => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(2, 4)}`;

export async function sendRequestEmail(request: RequestRecord): Promise<void> {
  const [managers, link, practice] = await Promise.all([listManagers(), appLink('/inventories'), loadPracticeSettings()]);
  const to = managers.filter((m) => m.isAdmin || handlesType(m, request.productType)).map((m) => m.email);
  await sendMail({
    to,
    ...inventoryRequestMail({
      requestorName: request.requestorName, productName: request.productName, quantity: fromHundredths(request.quantityAsked).toString(),
      neededBy: shortUsDate(request.dateOfUse), link,
    }, practice),
  });
}
