import { idParams, reminderBody, reminderResponse } from '#functions/contract/schedule.ts';
import { chooseReminders } from '#functions/schedule/reminders/reminder-choice-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/client/schedules/{id}/reminder: the reminder choice for the client's own appointment. */
export const chooseReminderEndpoint = defineEndpoint({
  access: 'client',
  params: idParams,
  body: reminderBody,
  response: reminderResponse,
  handler: ({ caller, params, body }) => chooseReminders(caller, params.id, body.reminder),
});
