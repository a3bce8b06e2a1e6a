import { loginBody } from '#functions/contract/auth.ts';
import { employeeProfile } from '#functions/contract/employees.ts';
import { invalidCredentials, signIn } from '#functions/auth/sign-in.ts';
import { loadEmployee, toEmployeeProfile } from '#functions/employees/public.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/login: signs a staff member in and answers their profile. */
export const staffLoginEndpoint = defineEndpoint({
  access: 'public',
  body: loginBody,
  response: employeeProfile,
  handler: async ({ body, request, reply }) => {
    const { account, cookie } = await signIn('staff', body, request);
    const employee = await loadEmployee(account.id);
    if (!employee) throw invalidCredentials();
    reply.setCookie(cookie);
    return toEmployeeProfile(employee);
  },
});
