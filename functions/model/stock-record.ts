// A stock row (docs/data-model.md §2.5) as services see it: the practice's row or one employee's row
// of a product, in integer hundredths. The catalogue reads stock rows too (the product-delete guard),
// through this one decoder.
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export interface StockRow {
  productId: string;
  /** null for the practice's row. */
  employeeId: string | null;
  employeeName: string;
  productName: string;
  productType: string;
  /** Integer hundredths. */
  quantity: number;
  version: number;
}

export function fromStockItem(item: Item): StockRow {
  const r = readItem('stock', item);
  return {
    productId: r.string('product_id'), employeeId: r.optionalString('employee_id'), employeeName: r.stringOr('employee_name', ''),
    productName: r.stringOr('product_name', ''), productType: r.stringOr('product_type', ''),
    quantity: r.int('quantity'), version: r.intOr('version', 1),
  };
}
