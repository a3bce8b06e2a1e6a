// Routes open to clients and staff alike (access `public`, the service scoping the object) answer an
// anonymous caller 401 before looking at the input, so their schemas are applied after that check.
import type * as z from 'zod';
import type { Caller } from '#functions/lib/auth/caller.ts';
import { unauthenticated } from '#functions/lib/errors/app-error.ts';

export function parseForSignedIn<S extends z.ZodType>(caller: Caller, schema: S, raw: unknown): z.output<S> {
  if (caller.kind === 'anonymous') throw unauthenticated();
  return schema.parse(raw, { reportInput: true });
}
