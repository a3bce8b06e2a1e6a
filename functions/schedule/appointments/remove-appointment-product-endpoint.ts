import { productParams, removeProductBody, schedule } from '#functions/contract/schedule.ts';
import { removeAppointmentProduct } from '#functions/schedule/appointments/appointment-product-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** PATCH /api/client/schedules/{id}/products/{product_id}/remove: drop an unpaid line. */
export const removeAppointmentProductEndpoint = defineEndpoint({
  access: 'staff',
  params: productParams,
  body: removeProductBody,
  response: schedule,
  handler: ({ caller, params, body }) => removeAppointmentProduct(caller, params.id, params.product_id, body.version),
});
