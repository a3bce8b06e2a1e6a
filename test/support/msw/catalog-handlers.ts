// The reads of the catalogue screens: products, the treatment form's product picker, the base
// treatments, each employee's own treatments and one treatment, plus the staff list an admin's
// "Created by" picker offers. Answers live in a mutable object so a test can change what the next
// read returns (a save elsewhere); `calls` counts reads to prove a write refreshed a list.
import { HttpResponse } from 'msw';
import type { Product, Treatment } from '#functions/contract/catalog.ts';
import type { EmployeeAdmin } from '#functions/contract/employees.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';

export interface CatalogApi {
  products: Product[];
  baseTreatments?: Treatment[];
  /** GET /api/treatments?employee_id, by employee id. */
  treatmentsOf?: Record<string, Treatment[]>;
  staff?: EmployeeAdmin[];
}

function allTreatments(api: CatalogApi): Treatment[] {
  return [...(api.baseTreatments ?? []), ...Object.values(api.treatmentsOf ?? {}).flat()];
}

export function catalogHandlers(api: CatalogApi) {
  const calls = { products: 0, base: 0, mine: 0 };
  const handlers = [
    apiHandler('catalog.products', () => {
      calls.products += 1;
      return HttpResponse.json(api.products satisfies Product[]);
    }),
    apiHandler('catalog.treatment_products', () => HttpResponse.json(api.products.map(({ id, name }) => ({ id, name })))),
    apiHandler('catalog.base_treatments', () => {
      calls.base += 1;
      return HttpResponse.json((api.baseTreatments ?? []) satisfies Treatment[]);
    }),
    apiHandler('catalog.treatments', ({ request }) => {
      calls.mine += 1;
      const employeeId = new URL(request.url).searchParams.get('employee_id') ?? '';
      return HttpResponse.json((api.treatmentsOf?.[employeeId] ?? []) satisfies Treatment[]);
    }),
    apiHandler('catalog.treatment', ({ params }) => {
      const found = allTreatments(api).find((treatment) => treatment.id === params.id);
      return found ? HttpResponse.json(found satisfies Treatment) : apiErrorResponse(404, 'not_found', 'Not found');
    }),
    apiHandler('employees.list', () => HttpResponse.json((api.staff ?? []) satisfies EmployeeAdmin[])),
  ];
  return { handlers, calls };
}
