import { clientProfile, loginBody } from '#functions/contract/auth.ts';
import { signIn } from '#functions/auth/sign-in.ts';
import { toClientProfile } from '#functions/clients/public.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** POST /api/client/log_in: signs a client in and answers their profile. */
export const clientLoginEndpoint = defineEndpoint({
  access: 'public',
  body: loginBody,
  response: clientProfile,
  handler: async ({ body, request, reply }) => {
    const { account, cookie } = await signIn('client', body, request);
    reply.setCookie(cookie);
    return toClientProfile(account);
  },
});
