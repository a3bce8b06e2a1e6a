// Resolves the caller of a request from its session cookie. Sign-in (which creates sessions) comes
// with the identity capability; until a session exists every caller is anonymous.
import { anonymous, type Caller } from '#functions/lib/auth/caller.ts';

export const sessionCookieName = 'cb_session';

export function resolveCaller(cookies: Readonly<Record<string, string>>): Promise<Caller> {
  void cookies[sessionCookieName];
  return Promise.resolve(anonymous);
}
