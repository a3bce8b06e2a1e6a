// Treatment writes (REFERENCE §3.5): create, replace (PUT) and delete, which archives so that
// appointments keep their price snapshots. Each write checks in its transaction that the product is
// still live, so a product archived meanwhile cannot gain a treatment.
import { ulid } from 'ulid';
import type { Treatment, TreatmentBody, UpdateTreatmentBody } from '#functions/contract/catalog.ts';
import { isActiveProduct } from '#functions/catalog/product-dto.ts';
import type { ProductRoot } from '#functions/model/product-record.ts';
import { addProductLiveCheck, getProduct } from '#functions/catalog/product-repository.ts';
import { loadEditableTreatment, resolveCreator, type Creator } from '#functions/catalog/treatment-access.ts';
import { toTreatment } from '#functions/catalog/treatment-dto.ts';
import { treatmentFromItem } from '#functions/model/treatment-record.ts';
import {
  addTreatmentArchive, addTreatmentReplace, newTreatmentItem, type TreatmentDraft,
} from '#functions/catalog/treatment-repository.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { conflict, validationFailed } from '#functions/lib/errors/app-error.ts';

const productGone = () => validationFailed({ product_id: 'Product not found' });

async function loadLiveProduct(id: string): Promise<ProductRoot> {
  const product = await getProduct(id, true);
  if (!product || !isActiveProduct(product)) throw productGone();
  return product;
}

function draftOf(id: string, body: TreatmentBody, creator: Creator, product: ProductRoot): TreatmentDraft {
  return {
    id, name: body.name, description: body.description, durationMinutes: body.duration_minutes, bufferMinutes: body.buffer_minutes, costCents: body.cost_cents,
    quantity: body.quantity, creator, product: { id: product.id, name: product.name, productType: product.product_type },
  };
}

const checkProductLive = (plan: TransactionPlan, productId: string): TransactionPlan => {
  addProductLiveCheck(plan, productId, productGone);
  return plan;
};

export async function createTreatment(staff: StaffCaller, body: TreatmentBody): Promise<Treatment> {
  const [creator, product] = await Promise.all([resolveCreator(staff, body.created_by), loadLiveProduct(body.product_id)]);
  const item = newTreatmentItem(draftOf(ulid(), body, creator, product), new Date().toISOString());
  await checkProductLive(new TransactionPlan().put(item), body.product_id).commit();
  return toTreatment(treatmentFromItem(item), product);
}

export async function updateTreatment(staff: StaffCaller, id: string, body: UpdateTreatmentBody): Promise<Treatment> {
  const current = await loadEditableTreatment(staff, id);
  if (current.version !== body.version) throw conflict();
  const [creator, product] = await Promise.all([resolveCreator(staff, body.created_by, current), loadLiveProduct(body.product_id)]);
  const now = new Date().toISOString();
  const plan = new TransactionPlan();
  const attributes = addTreatmentReplace(plan, draftOf(id, body, creator, product), body.version, now);
  await checkProductLive(plan, body.product_id).commit();
  return toTreatment(treatmentFromItem({ ...current, ...attributes, version: body.version + 1 }), product);
}

export async function deleteTreatment(staff: StaffCaller, id: string): Promise<void> {
  const current = await loadEditableTreatment(staff, id);
  const plan = new TransactionPlan();
  addTreatmentArchive(plan, id, current.version, new Date().toISOString());
  await plan.commit();
}
