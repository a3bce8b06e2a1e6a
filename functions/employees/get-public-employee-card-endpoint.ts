import { employeeIdParams, publicEmployeeCard } from '#functions/contract/employees.ts';
import { getPublicEmployeeCard } from '#functions/employees/employee-locations-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/client/employees/{id}: public; only active employees and unarchived locations. */
export const getPublicEmployeeCardEndpoint = defineEndpoint({
  access: 'public',
  params: employeeIdParams,
  response: publicEmployeeCard,
  handler: async ({ params }) => getPublicEmployeeCard(params.id),
});
