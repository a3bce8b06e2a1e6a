import { addProductBody, idParams, schedule } from '#functions/contract/schedule.ts';
import { addAppointmentProduct } from '#functions/schedule/appointments/appointment-product-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/client/schedules/{id}/products: staff add a product line (201 Schedule). */
export const addAppointmentProductEndpoint = defineEndpoint({
  access: 'staff',
  params: idParams,
  body: addProductBody,
  status: 201,
  response: schedule,
  handler: ({ caller, params, body }) => addAppointmentProduct(caller, params.id, body),
});
