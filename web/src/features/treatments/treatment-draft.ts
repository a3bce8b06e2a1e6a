// The treatment form's draft (REFERENCE §2.3, §3.5): the price as typed dollars (exact cents for the
// API), duration, cleanup time and quantity as numbers or '' when blank. The schemas are the API's create and
// update schemas with the price read from dollars first.
import { treatmentBody, updateTreatmentBody, type Treatment } from '#functions/contract/catalog.ts';
import { moneyInputText } from '#functions/contract/money.ts';
import { dollarsField } from '#web/lib/money-field.ts';

export interface TreatmentDraft extends Record<string, unknown> {
  name: string;
  product_id: string;
  duration_minutes: number | '';
  /** Cleanup time after the appointment (`buffer_minutes`); always sent, so the form is what is saved. */
  buffer_minutes: number | '';
  cost_cents: string;
  quantity: number | '';
  description: string;
  /** Admins only: whose treatment it is; '' means the admin themself. */
  created_by: string;
}

const price = { cost_cents: dollarsField(treatmentBody.shape.cost_cents, { maxCents: 100_000_000 }) };
export const createTreatmentFormSchema = treatmentBody.extend(price);
export const updateTreatmentFormSchema = updateTreatmentBody.extend(price);

export const emptyTreatmentDraft: TreatmentDraft = {
  name: '',
  product_id: '',
  duration_minutes: '',
  buffer_minutes: 0,
  cost_cents: '',
  quantity: '',
  description: '',
  created_by: '',
};

export function draftOf(treatment: Treatment): TreatmentDraft {
  return {
    name: treatment.name,
    product_id: treatment.product.id,
    duration_minutes: treatment.duration_minutes,
    buffer_minutes: treatment.buffer_minutes ?? 0,
    cost_cents: moneyInputText(treatment.cost_cents),
    quantity: treatment.quantity,
    description: treatment.description,
    created_by: treatment.employee.id,
  };
}

/**
 * The body as the schema reads it. A blank product is "not given" so it reads "Product can't be
 * blank"; the creator is sent only by admins (for anyone else the API uses the caller).
 */
export function toInput(draft: TreatmentDraft, canChooseCreator: boolean) {
  const { created_by: createdBy, product_id: productId, ...rest } = draft;
  return {
    ...rest,
    product_id: productId === '' ? undefined : productId,
    ...(canChooseCreator && createdBy !== '' ? { created_by: createdBy } : {}),
  };
}
