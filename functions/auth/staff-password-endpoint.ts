import * as z from 'zod';
import { passwordBody } from '#functions/contract/auth.ts';
import { messageResponse } from '#functions/contract/common.ts';
import { employeeProfile } from '#functions/contract/employees.ts';
import { runPasswordFlow } from '#functions/auth/password-flow.ts';
import { loadEmployee, toEmployeeProfile } from '#functions/employees/public.ts';
import { unauthenticated } from '#functions/lib/errors/app-error.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/employees/reset_password: a staff member's reset request, token reset or change. */
export const staffPasswordEndpoint = defineEndpoint({
  access: 'public',
  body: passwordBody,
  response: z.union([employeeProfile, messageResponse]),
  handler: async (input) => {
    const flow = await runPasswordFlow('staff', input);
    if ('message' in flow) return flow;
    const employee = await loadEmployee(flow.signedInAs);
    if (!employee) throw unauthenticated();
    return toEmployeeProfile(employee);
  },
});
