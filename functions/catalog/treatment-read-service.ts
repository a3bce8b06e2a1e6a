// Treatment reads (REFERENCE §3.5): an employee's own (bookable) treatments, the base treatments,
// one treatment, and the schedule and picker views. Products are joined with one BatchGet per list.
import type { BookableTreatment, ScheduleTreatment, Treatment } from '#functions/contract/catalog.ts';
import { isActiveProduct } from '#functions/catalog/product-dto.ts';
import { loadProducts, listProducts } from '#functions/catalog/product-repository.ts';
import { toBookableTreatment, toScheduleTreatment, toTreatment } from '#functions/catalog/treatment-dto.ts';
import { getTreatment, isLiveTreatment, listBaseTreatments, listTreatmentsOf } from '#functions/catalog/treatment-repository.ts';
import type { TreatmentRecord } from '#functions/model/treatment-record.ts';
import { getEmployeeRoot } from '#functions/employees/public.ts';
import type { Caller } from '#functions/lib/auth/caller.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';

/** The staff view of many treatments: AP-CAT-2 BatchGet over their distinct products. */
async function withProducts(treatments: readonly TreatmentRecord[]): Promise<Treatment[]> {
  const products = await loadProducts([...new Set(treatments.map((t) => t.product_id))]);
  return treatments.map((t) => {
    const product = products.get(t.product_id);
    // Products are archived, never deleted, so a missing one is corrupt data, not a user error.
    if (!product) throw new Error(`Treatment ${t.id} names a missing product`);
    return toTreatment(t, product);
  });
}

/** Only active employees are bookable; a removed one's treatments are not offered to clients. */
async function isBookableEmployee(employeeId: string): Promise<boolean> {
  const root = await getEmployeeRoot(employeeId);
  return root !== undefined && root.deactivated_at === null;
}

/** GET /api/treatments?employee_id: staff get the full view; the public and clients, the bookable one. */
export async function listEmployeeTreatments(caller: Caller, employeeId: string): Promise<Treatment[] | BookableTreatment[]> {
  if (caller.kind === 'staff') return withProducts(await listTreatmentsOf(employeeId));
  const [bookable, treatments] = await Promise.all([isBookableEmployee(employeeId), listTreatmentsOf(employeeId)]);
  return bookable ? treatments.map(toBookableTreatment) : [];
}

export async function listBaseTreatmentViews(): Promise<Treatment[]> {
  return withProducts(await listBaseTreatments());
}

/** GET /api/treatments/{id}: archived (deleted) treatments are gone for reads too. */
export async function readTreatment(id: string): Promise<Treatment> {
  const treatment = await getTreatment(id);
  if (!treatment || !isLiveTreatment(treatment)) throw notFound();
  const [view] = await withProducts([treatment]);
  if (!view) throw notFound();
  return view;
}

/** GET /api/schedule_treatments?employee_id: what a client may book with that employee. */
export async function listScheduleTreatments(employeeId: string): Promise<ScheduleTreatment[]> {
  return (await listTreatmentsOf(employeeId)).map(toScheduleTreatment);
}

/** GET /api/treatment_products: the active products a treatment may use. */
export async function listTreatmentProducts(): Promise<{ id: string; name: string }[]> {
  return (await listProducts()).filter(isActiveProduct).map((p) => ({ id: p.id, name: p.name }));
}
