import { staffSignUpBody } from '#functions/contract/auth.ts';
import { employeeProfile } from '#functions/contract/employees.ts';
import { claimRequest } from '#functions/auth/request-limits.ts';
import { acceptInvitation, createFirstAdmin } from '#functions/auth/staff-sign-up-service.ts';
import { loadEmployee, toEmployeeProfile } from '#functions/employees/public.ts';
import { createSession } from '#functions/lib/auth/sessions.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { unauthenticated } from '#functions/lib/errors/app-error.ts';

/** POST /api/signup: the first admin (no token) or an invited employee (token); signs them in. */
export const staffSignUpEndpoint = defineEndpoint({
  access: 'public',
  body: staffSignUpBody,
  status: 201,
  response: employeeProfile,
  handler: async ({ body, request, reply }) => {
    await claimRequest('SIGN_UP', request.ip);
    let id: string;
    if ('token' in body) {
      const accepted = await acceptInvitation(body.token, body.password, request);
      id = accepted.id;
      reply.setCookie(accepted.cookie);
    } else {
      id = await createFirstAdmin(body);
      reply.setCookie(await createSession('staff', id, { ip: request.ip, userAgent: request.userAgent }));
    }
    const employee = await loadEmployee(id);
    if (!employee) throw unauthenticated();
    return toEmployeeProfile(employee);
  },
});
