// A treatment as services see it (docs/data-model.md §2.4), with the stored attribute names.
// `treatmentFromItem` is the one place that reads a stored treatment. `quantity` stays in integer
// hundredths as stored; the DTO mappers turn it into the API's decimal.
import { bool, int, text, type Item } from '#functions/lib/db/read.ts';

export type TreatmentRecord = {
  id: string;
  name: string;
  description: string;
  duration_minutes: number;
  buffer_minutes: number;
  cost_cents: number;
  /** Product units used, in integer hundredths. */
  quantity: number;
  product_id: string;
  /** Copies of the product's name and type, refreshed when the product changes. */
  product_name: string;
  product_type: string;
  created_by: string;
  /** Copy of the creator's name. */
  employee_name: string;
  /** The creator was an admin when the treatment was written. */
  is_base: boolean;
  archived: boolean;
  version: number;
};

export function treatmentFromItem(item: Item): TreatmentRecord {
  return {
    id: text(item.id), name: text(item.name), description: text(item.description),
    duration_minutes: int(item.duration_minutes, 0), buffer_minutes: int(item.buffer_minutes, 0),
    cost_cents: int(item.cost_cents, 0), quantity: int(item.quantity, 0),
    product_id: text(item.product_id), product_name: text(item.product_name), product_type: text(item.product_type),
    created_by: text(item.created_by), employee_name: text(item.employee_name), is_base: bool(item.is_base),
    archived: item.archived === true, version: int(item.version, 1),
  };
}
