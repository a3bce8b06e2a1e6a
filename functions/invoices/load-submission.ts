// load-* step of a submission (REFERENCE §3.8 Submit): everything the batch names, read once — the
// employee with their mentors, the products, locations and clients, the mentors evaluations name,
// the employee's stock and the practice settings. Unknown or unusable references are a 422 naming
// the field of the invoice (`invoices.<i>.<field>`).
import type { SubmittedInvoice } from '#functions/contract/invoices.ts';
import { lineSections } from '#functions/contract/invoices.ts';
import type { PracticeSettings } from '#functions/contract/settings.ts';
import { loadProducts } from '#functions/catalog/public.ts';
import { loadEmployee, loadEmployeeRoots } from '#functions/employees/public.ts';
import { employeeStockLevels } from '#functions/inventory/public.ts';
import { linkedClientIds, loadClientsById, loadLocationsById } from '#functions/invoices/submission-lookup-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { notFound, validationFailed, type FieldErrors } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { ClientRecord } from '#functions/model/client-record.ts';
import type { EmployeeRoot } from '#functions/model/employee-record.ts';
import type { LocationRoot } from '#functions/model/location-record.ts';
import type { ProductRoot } from '#functions/model/product-record.ts';

/** The part of a submitted or resubmitted invoice the references come from. */
export type InvoiceReferences = Pick<SubmittedInvoice, 'client_id' | 'location_id' | 'mentor_id' | 'products' | 'retail_products' | 'wellness_products' | 'mp_products'>;

export interface SubmissionContext {
  employee: EmployeeRoot;
  /** The submitter's mentors with their percentages (each gets a fee invoice per invoice). */
  mentors: { root: EmployeeRoot; percentage: number }[];
  products: Map<string, ProductRoot>;
  locations: Map<string, LocationRoot>;
  clients: Map<string, ClientRecord>;
  /** Mentors named by evaluations. */
  evaluationMentors: Map<string, EmployeeRoot>;
  /** What the employee holds of each product named (hundredths). */
  stock: Map<string, number>;
  settings: PracticeSettings;
}

const unique = (values: readonly (string | undefined)[]): string[] => [...new Set(values.filter((v): v is string => v !== undefined))];
export const productIdsOf = (invoices: readonly InvoiceReferences[]): string[] =>
  unique(invoices.flatMap((i) => lineSections.flatMap((s) => i[s].map((l) => l.product_id))));

/** Reads what the invoices name and refuses references that do not resolve (422, nothing written). */
export async function loadSubmission({ caller, invoices }: { caller: StaffCaller; invoices: readonly InvoiceReferences[] }): Promise<SubmissionContext> {
  const productIds = productIdsOf(invoices);
  const clientIds = unique(invoices.map((i) => i.client_id));
  const [record, products, locations, clients, linked, stock, settings] = await Promise.all([
    loadEmployee(caller.employeeId), loadProducts(productIds), loadLocationsById(unique(invoices.map((i) => i.location_id))),
    loadClientsById(clientIds), linkedClientIds(caller.employeeId, clientIds), employeeStockLevels(caller.employeeId, productIds), loadPracticeSettings(),
  ]);
  if (!record || record.root.deactivated_at !== null) throw notFound();
  const people = await loadEmployeeRoots(unique([...record.mentors.map((m) => m.mentor_id), ...invoices.map((i) => i.mentor_id)]));
  const errors: FieldErrors = {};
  const seesAllClients = caller.isAdmin || caller.isInvManager;
  invoices.forEach((invoice, i) => {
    const at = (field: string) => `invoices.${i}.${field}`;
    if (!locations.get(invoice.location_id) || locations.get(invoice.location_id)?.archived) errors[at('location_id')] = 'Unknown location';
    if (invoice.client_id !== undefined && (!clients.has(invoice.client_id) || !(seesAllClients || linked.has(invoice.client_id)))) errors[at('client_id')] = 'Unknown client';
    for (const section of lineSections) {
      invoice[section].forEach((line, j) => {
        const product = products.get(line.product_id);
        if (!product || product.archived) errors[at(`${section}.${j}.product_id`)] = 'Unknown product';
      });
    }
    const mentor = invoice.mentor_id === undefined ? undefined : people.get(invoice.mentor_id);
    if (invoice.mentor_id !== undefined && (!mentor || !mentor.is_mentor || mentor.deactivated_at !== null || mentor.id === caller.employeeId)) {
      errors[at('mentor_id')] = `${mentor?.name ?? 'This employee'} is not a mentor`;
    }
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const mentors = record.mentors.flatMap((m) => {
    const root = people.get(m.mentor_id);
    return root && root.deactivated_at === null ? [{ root, percentage: m.mentor_percentage }] : [];
  });
  const evaluationMentors = new Map(unique(invoices.map((i) => i.mentor_id)).flatMap((id) => { const p = people.get(id); return p ? [[id, p] as const] : []; }));
  return { employee: record.root, mentors, products, locations, clients, evaluationMentors, stock, settings };
}
