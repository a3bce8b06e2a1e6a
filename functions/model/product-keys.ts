// Keys of products (docs/data-model.md §2.4, §1.6). Stock rows in a product's partition are
// inventory's: functions/inventory/stock-keys.ts.
import { normName } from '#functions/lib/db/keys.ts';
import type { Key } from '#functions/lib/db/write.ts';

export const productKeys = {
  product: (id: string): Key => ({ PK: `PROD#${id}`, SK: '#META' }),
  allProducts: () => ({ GSI1PK: 'PRODUCTS' }),
  productIndex: (name: string, id: string) => ({ GSI1PK: 'PRODUCTS', GSI1SK: `${normName(name)}#${id}` }),
};
