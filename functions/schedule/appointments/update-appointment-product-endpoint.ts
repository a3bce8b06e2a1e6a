import { productParams, schedule, setProductQuantityBody } from '#functions/contract/schedule.ts';
import { setAppointmentProductQuantity } from '#functions/schedule/appointments/appointment-product-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** PATCH /api/client/schedules/{id}/products/{product_id}: set the quantity (not below what was paid). */
export const updateAppointmentProductEndpoint = defineEndpoint({
  access: 'staff',
  params: productParams,
  body: setProductQuantityBody,
  response: schedule,
  handler: ({ caller, params, body }) => setAppointmentProductQuantity(caller, params.id, params.product_id, body.quantity, body.version),
});
