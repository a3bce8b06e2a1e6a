// POST /api/employees/reset_password (staff) and POST /api/clients/password_update (clients): one
// endpoint per account kind, three modes chosen by the body's shape (REFERENCE §4.1).
import * as z from 'zod';
import { clientProfile, passwordBody, resetRequestedMessage, type PasswordBody } from '#functions/contract/auth.ts';
import { messageResponse } from '#functions/contract/common.ts';
import { employeeProfile } from '#functions/contract/employees.ts';
import { changePassword, requestPasswordReset, resetPasswordWithToken } from '#functions/auth/password-service.ts';
import { toClientProfile } from '#functions/clients/client-dto.ts';
import { getClient } from '#functions/clients/client-repository.ts';
import { toEmployeeProfile } from '#functions/employees/employee-dto.ts';
import { loadEmployee } from '#functions/employees/employee-repository.ts';
import { type SubjectType } from '#functions/lib/db/keys.ts';
import { defineEndpoint, type HandlerInput } from '#functions/lib/http/endpoint.ts';
import { unauthenticated } from '#functions/lib/errors/app-error.ts';

async function staffProfile(id: string) {
  const employee = await loadEmployee(id);
  if (!employee) throw unauthenticated();
  return toEmployeeProfile(employee);
}

async function clientProfileOf(id: string) {
  const client = await getClient(id, true);
  if (!client) throw unauthenticated();
  return toClientProfile(client);
}

type Flow = { signedInAs: string } | { message: string };

async function runPasswordFlow(type: SubjectType, { body, caller, request, reply }: HandlerInput<undefined, undefined, PasswordBody>): Promise<Flow> {
  if ('email' in body) {
    await requestPasswordReset(type, body.email, request);
    reply.setStatus(202);
    return { message: resetRequestedMessage };
  }
  const { subjectId, cookie } = 'token' in body
    ? await resetPasswordWithToken(type, body.token, body.password, request)
    : await changePassword(type, caller, body.current_password, body.password, request);
  reply.setCookie(cookie);
  return { signedInAs: subjectId };
}

export const staffPasswordEndpoint = defineEndpoint({
  access: 'public',
  body: passwordBody,
  response: z.union([employeeProfile, messageResponse]),
  handler: async (input) => {
    const flow = await runPasswordFlow('staff', input);
    return 'message' in flow ? flow : staffProfile(flow.signedInAs);
  },
});

export const clientPasswordEndpoint = defineEndpoint({
  access: 'public',
  body: passwordBody,
  response: z.union([clientProfile, messageResponse]),
  handler: async (input) => {
    const flow = await runPasswordFlow('client', input);
    return 'message' in flow ? flow : clientProfileOf(flow.signedInAs);
  },
});
