// GET /api/session (issue 22): who the cookie belongs to, asked once by the SPA on every start. It
// answers 200 to everyone, a visitor included, so a normal page load logs no failed request.
import * as z from 'zod';
import { clientProfile } from '#functions/contract/auth.ts';
import { employeeProfile } from '#functions/contract/employees.ts';

export const sessionAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('staff'), profile: employeeProfile }),
  z.object({ kind: z.literal('client'), profile: clientProfile }),
  z.object({ kind: z.null() }),
]);
export type SessionAnswer = z.infer<typeof sessionAnswer>;
