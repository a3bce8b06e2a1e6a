// Everything that refers to a product (docs/data-model.md §2.4, §2.5): stock rows, pending prompts
// and requests, and treatments. Read by the delete guard and by the rename refresh. The inventory
// items are written by the inventory group; these are its documented patterns, read-only here.
import { productKeys } from '#functions/model/product-keys.ts';
import { treatmentKeys } from '#functions/model/treatment-keys.ts';
import { stockKeys } from '#functions/model/stock-keys.ts';
import { refreshDisplayCopies } from '#functions/lib/db/write-steps.ts';
import { queryAll, queryChildren, queryPartition } from '#functions/lib/db/queries.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { fromStockItem } from '#functions/model/stock-record.ts';

/** AP-INVT-3: the practice's and every employee's stock row of the product (consistent). */
const listStockRows = (productId: string): Promise<Item[]> => queryChildren(productKeys.product(productId).PK, stockKeys.stockPrefix, true);

/** How many places (the practice, employees) still hold some of the product. */
export const countStockHolders = async (productId: string): Promise<number> =>
  (await listStockRows(productId)).map(fromStockItem).filter((row) => row.quantity > 0).length;

/** AP-INVT-6 for one product: prompts still in transit. */
export const listPendingPrompts = (productId: string): Promise<Item[]> =>
  queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :product)',
    ExpressionAttributeValues: { ':pk': stockKeys.promptsByStatus('pending').GSI2PK, ':product': `${productId}#` },
  });

/** AP-INVT-9 filtered to the product: requests nobody has decided yet. */
export const listPendingRequests = (productId: string): Promise<Item[]> =>
  queryPartition(stockKeys.requestsByStatus('pending'), {
    FilterExpression: 'product_id = :product', ExpressionAttributeValues: { ':product': productId },
  });

/** AP-CAT-5 without the archived ones: the treatments that still use the product. */
export const countLiveTreatmentsUsing = async (productId: string): Promise<number> =>
  (await listTreatmentsUsing(productId)).filter((t) => t.archived !== true).length;

/** AP-CAT-5: every treatment that uses the product, archived ones included. */
const listTreatmentsUsing = (productId: string): Promise<Item[]> =>
  queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': treatmentKeys.treatmentsOfProduct(productId).GSI3PK },
  });

/** After a rename or a type change commits: the copies on stock rows and treatments (§2.4). */
export async function refreshProductCopies(productId: string, copies: { product_name: string; product_type: string }): Promise<void> {
  const [stock, treatments] = await Promise.all([listStockRows(productId), listTreatmentsUsing(productId)]);
  await refreshDisplayCopies([...stock, ...treatments], copies);
}
