// Where each kind of account signs in, resets its password and lands once signed in (SPEC §2,
// REFERENCE §5: staff land on /schedule, clients on the booking home).
import { paths } from '#web/config/paths.ts';
import type { AccountKind } from '#web/features/auth/api/post-password.ts';

interface AccountPaths {
  signIn: string;
  resetPassword: string;
  home: string;
}

export const accountPaths: Record<AccountKind, AccountPaths> = {
  staff: { signIn: paths.home, resetPassword: paths.resetPassword, home: paths.schedule },
  client: { signIn: paths.clientSignIn, resetPassword: paths.clientResetPassword, home: paths.clients },
};
