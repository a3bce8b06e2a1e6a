// A reset-link request (REFERENCE §3.1, issue 17 items 2–4, decision 026). Every request does the same
// work whatever the address: the IP's window, two reads for the account, and ONE transaction that
// counts a mail against the address's hourly allowance and, only for an active account, stores the
// new token. An unknown address, a deactivated account and a spent allowance all answer the same 202.
import { sendResetEmail } from '#functions/auth/account-emails.ts';
import { throttleKeys } from '#functions/auth/login-throttle-keys.ts';
import { emailHash } from '#functions/auth/login-throttle.ts';
import { claimRequest } from '#functions/auth/request-limits.ts';
import { clearExpiredMailCount, findResetAccount, resetMailStep, type ResetAccount } from '#functions/auth/reset-request-repository.ts';
import { planTokenIssue } from '#functions/lib/auth/password-tokens.ts';
import type { SubjectType } from '#functions/lib/db/keys.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { Key } from '#functions/lib/db/write.ts';
import { AppError, tooManyRequests } from '#functions/lib/errors/app-error.ts';
import type { RequestInfo } from '#functions/lib/http/endpoint.ts';

/** At most this many reset mails per address per hour; later requests send nothing. */
export const resetMailLimit = 3;
const resetMailWindowMs = 60 * 60_000;

interface MailClaim {
  type: SubjectType;
  count: Key;
  account: ResetAccount | undefined;
  now: number;
}

/** The transaction: the count always, the token only for an account. */
function buildResetPlan({ type, count, account, now }: MailClaim): { plan: TransactionPlan; token: string | null } {
  const plan = new TransactionPlan();
  resetMailStep(plan, count, { limit: resetMailLimit, now, windowMs: resetMailWindowMs, onFull: () => tooManyRequests(0) });
  return { plan, token: account ? planTokenIssue(plan, { type, id: account.id }, 'reset', now) : null };
}

/** Counts the mail (and stores the token); null when the address has used its hourly allowance. */
async function claimResetMail(claim: MailClaim): Promise<{ token: string | null } | null> {
  for (let round = 0; round < 2; round += 1) {
    const { plan, token } = buildResetPlan(claim);
    try {
      await plan.commit();
      return { token };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'too_many_requests') throw error;
      // Full, or a window that has run out but is not yet swept by the TTL: clear it, count again.
      if (!(await clearExpiredMailCount(claim.count, claim.now))) return null;
    }
  }
  return null;
}

/** Emails a reset link when the address belongs to an active account with mails left; silent otherwise. */
export async function requestPasswordReset(type: SubjectType, email: string, request: RequestInfo): Promise<void> {
  await claimRequest('RESET', request.ip);
  const account = await findResetAccount(type, email);
  const count = throttleKeys.resetMail(type, emailHash(email));
  const claimed = await claimResetMail({ type, count, account, now: Date.now() });
  if (!account || !claimed?.token) return;
  await sendResetEmail(type, account.email, account.name, claimed.token).catch((error: unknown) => {
    // The answer must not differ for known addresses, so a mail failure is logged, not returned.
    request.logger.error('reset email failed', { err: error });
  });
}
