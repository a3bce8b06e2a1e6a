// A treatment as services see it (docs/data-model.md §2.4), with the stored attribute names.
// `treatmentFromItem` is the one place that reads a stored treatment. `quantity` stays in integer
// hundredths as stored; the DTO mappers turn it into the API's decimal.
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

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
  /** The intake forms linked to it (T-FORM-LINK keeps both sides in step). */
  intake_form_ids: string[];
  version: number;
};

export function treatmentFromItem(item: Item): TreatmentRecord {
  const r = readItem('treatment', item);
  return {
    id: r.string('id'), name: r.string('name'), description: r.stringOr('description', ''),
    duration_minutes: r.int('duration_minutes'), buffer_minutes: r.intOr('buffer_minutes', 0),
    cost_cents: r.int('cost_cents'), quantity: r.intOr('quantity', 0),
    product_id: r.stringOr('product_id', ''), product_name: r.stringOr('product_name', ''), product_type: r.stringOr('product_type', ''),
    created_by: r.string('created_by'), employee_name: r.stringOr('employee_name', ''), is_base: r.flag('is_base'),
    archived: r.flag('archived'), intake_form_ids: r.stringSet('intake_form_ids'), version: r.intOr('version', 1),
  };
}
