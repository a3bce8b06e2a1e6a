// POST /api/response_intake_forms: a client's own answers (the server takes the client from the
// session) or staff filling for a linked client. 422 names the missing fields and unagreed consents.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formResponse, type FormResponse, type ResponseBody } from '#functions/contract/form-responses.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { clinicalKey, intakeFormsKey } from '#web/features/intake-forms/api/forms-keys.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';
import { scheduleKey } from '#web/features/schedule/api/schedule-keys.ts';

export function submitResponse(body: ResponseBody): Promise<FormResponse> {
  return apiJson('forms.response_create', { body: { response_intake_form: body }, schema: formResponse });
}

export function useSubmitResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitResponse,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: intakeFormsKey });
      await queryClient.invalidateQueries({ queryKey: clinicalKey });
      // An appointment's "Intake form pending" (the client's list, the staff drawer) may be answered now.
      await queryClient.invalidateQueries({ queryKey: [...bookingKey, 'appointments'] });
      await queryClient.invalidateQueries({ queryKey: [...scheduleKey, 'detail'] });
    },
  });
}
