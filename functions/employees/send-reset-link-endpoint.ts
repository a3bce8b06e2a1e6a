import { messageResponse } from '#functions/contract/common.ts';
import { employeeIdParams } from '#functions/contract/employees.ts';
import { sendResetLink } from '#functions/employees/employee-emails.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/**
 * GET /api/employees/{id}/send_reset_password_link (admin). A GET that writes (a token), as the
 * spec has it (REFERENCE §0.1 names this exception).
 */
export const sendResetLinkEndpoint = defineEndpoint({
  access: 'admin',
  params: employeeIdParams,
  status: 202,
  response: messageResponse,
  handler: async ({ params }) => {
    await sendResetLink(params.id);
    return { message: 'Reset link sent.' };
  },
});
